extension Infallible {
    /// Creates an `Infallible` that runs `block` in a new task for each subscription, and
    /// emits what it returns, then completes.
    ///
    /// - Each subscription starts its own `Task` running `block`: two subscriptions, two runs.
    /// - The task is isolated to no actor: a nonisolated block runs on the global concurrent
    ///   executor, not on the subscriber's actor; a `@MainActor` block runs on the main actor.
    ///   Subscribed from inside a task, it inherits that task's priority and task-local values.
    /// - The element and completion are emitted from the task, on a thread of the
    ///   concurrency pool.
    /// - Disposing the subscription cancels the task; what the block returns after that is
    ///   dropped. A block that cannot fail should still return promptly once cancelled.
    ///
    /// `block` is `@Sendable` because several subscriptions may run it at once.
    ///
    /// - Parameter block: The work of one subscription.
    /// - Returns: An `Infallible` of the block's result.
    /// - SeeAlso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(_ block: @escaping @Sendable () async -> Element) -> Infallible<Element> {
        Infallible(Producer { sink in startTask(delivering: { await block() }, to: sink) })
    }
}
