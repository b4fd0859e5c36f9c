// Where the task runs, for all the creators below: `startTask` creates it in nonisolated code,
// so it is not isolated to the subscriber's actor. Oneway subscribes wherever the upstream
// emits (`flatMapLatest` subscribes on the thread of the event that selected the trait), so
// there is seldom an actor to inherit, and inheriting one would tie the block to whichever
// thread happened to subscribe. A block that needs an actor says so (`{ @MainActor in … }`).

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a `Single` that runs `block` in a new task for each subscription, and emits
    /// what it returns or fails with what it throws.
    ///
    /// ```swift
    /// actions.flatMapLatest { query in Single.from { try await api.search(query) } }
    /// ```
    ///
    /// - Each subscription starts its own `Task` running `block`: two subscriptions, two
    ///   runs; nothing runs before a subscription.
    /// - The task is isolated to no actor: a nonisolated block runs on the global concurrent
    ///   executor, not on the subscriber's actor; a `@MainActor` block runs on the main actor.
    ///   Subscribed from inside a task, it inherits that task's priority and task-local values.
    /// - The outcome is emitted from the task, so on a thread of the concurrency pool: add
    ///   `observe(on: MainScheduler.instance)` before work that needs the main thread.
    /// - Disposing the subscription cancels the task. An outcome that arrives after disposal
    ///   is dropped, the `CancellationError` a cancelled block throws included; thrown while
    ///   the subscription is live, `CancellationError` is an error like any other.
    /// - The grammar holds: `next` then `completed`, or `error`; one terminal event.
    ///
    /// `block` is `@Sendable` because several subscriptions may run it at once, each in its
    /// own task: in the Swift 6 language mode, what it captures must be `Sendable`.
    ///
    /// - Parameter block: The work of one subscription.
    /// - Returns: A `Single` of the block's result.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(_ block: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(raw: Producer { sink in startTask(delivering: { try await block() }, to: sink) })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a `Maybe` that runs `block` in a new task for each subscription, and emits
    /// what it returns or fails with what it throws; with no block, it completes empty.
    ///
    /// - Each subscription starts its own `Task`: two subscriptions, two runs. Without a
    ///   block the task only completes, so the completion arrives as a result would, from
    ///   the task, never during `subscribe`.
    /// - The task is isolated to no actor: a nonisolated block runs on the global concurrent
    ///   executor, not on the subscriber's actor; a `@MainActor` block runs on the main actor.
    ///   Subscribed from inside a task, it inherits that task's priority and task-local values.
    /// - The outcome is emitted from the task, on a thread of the concurrency pool.
    /// - Disposing the subscription cancels the task. An outcome that arrives after disposal
    ///   is dropped, the `CancellationError` a cancelled block throws included; thrown while
    ///   the subscription is live, `CancellationError` is an error like any other.
    /// - The grammar holds: `next` then `completed`, `completed` alone, or `error`.
    ///
    /// `block` is `@Sendable` because several subscriptions may run it at once.
    ///
    /// - Parameter block: The work of one subscription, or `nil` for a `Maybe` that
    ///   completes empty.
    /// - Returns: A `Maybe` of the block's result.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(_ block: (@Sendable () async throws -> Element)?) -> Maybe<Element> {
        Maybe(raw: Producer { sink in startTask(delivering: { try await block?() }, to: sink) })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Creates a `Completable` that runs `block` in a new task for each subscription, and
    /// completes when it returns or fails with what it throws.
    ///
    /// - Each subscription starts its own `Task` running `block`: two subscriptions, two runs.
    /// - The task is isolated to no actor: a nonisolated block runs on the global concurrent
    ///   executor, not on the subscriber's actor; a `@MainActor` block runs on the main actor.
    ///   Subscribed from inside a task, it inherits that task's priority and task-local values.
    /// - The outcome is emitted from the task, on a thread of the concurrency pool.
    /// - Disposing the subscription cancels the task. An outcome that arrives after disposal
    ///   is dropped, the `CancellationError` a cancelled block throws included; thrown while
    ///   the subscription is live, `CancellationError` is an error like any other.
    /// - The grammar holds: `completed` or `error`, once.
    ///
    /// `block` is `@Sendable` because several subscriptions may run it at once.
    ///
    /// - Parameter block: The work of one subscription.
    /// - Returns: A `Completable` that completes after the block.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(_ block: @escaping @Sendable () async throws -> Void) -> Completable {
        let operation: @Sendable () async throws -> Never? = {
            try await block()
            return nil
        }
        return Completable(raw: Producer { sink in startTask(delivering: operation, to: sink) })
    }
}
