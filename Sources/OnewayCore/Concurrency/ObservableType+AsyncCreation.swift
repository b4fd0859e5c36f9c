extension ObservableConvertibleType {
    /// The closure an async `create` hands to its work: call it with each element.
    public typealias ElementObserver<Element> = (Element) -> Void
}

extension ObservableType {
    /// Creates an observable that runs `work` in a new task for each subscription; `work`
    /// emits elements by calling the observer it is given, and the sequence completes when
    /// it returns, or fails with what it throws.
    ///
    /// ```swift
    /// let pages = Observable<Page>.create { emit in
    ///     for try await page in api.pages() { emit(page) }
    /// }
    /// ```
    ///
    /// - Each subscription starts its own task: two subscriptions, two runs of `work`.
    /// - The task is isolated to no actor; it is detached (inheriting neither priority nor
    ///   task-local values) when `detached` is `true`, and runs at `priority` if given.
    /// - Elements are emitted from the task, one at a time, in the order `work` emits them.
    /// - Disposing the subscription cancels the task; elements emitted once the task is
    ///   cancelled, and whatever `work` returns or throws after disposal, are dropped.
    ///
    /// `work` is `@Sendable` because several subscriptions may run it at once.
    ///
    /// - Parameters:
    ///   - detached: Whether each subscription's task is detached.
    ///   - priority: The tasks' priority; `nil` for the default.
    ///   - work: The work of one subscription.
    /// - Returns: An observable of what `work` emits.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable (_ observer: ElementObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        create { observer in
            let events = TaskEvents(observer)
            let task = startWork(detached: detached, priority: priority) {
                do {
                    try await work { element in
                        guard !Task.isCancelled else { return }
                        events.on(.next(element))
                    }
                    events.on(.completed)
                } catch {
                    events.on(.error(error))
                }
            }
            return Disposables.create {
                // The observer goes first, so that nothing the cancelled task sends next
                // reaches the subscriber, and the subscriber is freed even if `work` runs on.
                events.drop()
                task.cancel()
            }
        }
    }
}

extension InfallibleType {
    /// Creates an `Infallible` that runs `work` in a new task for each subscription; `work`
    /// emits elements by calling the observer it is given, and the sequence completes when
    /// it returns.
    ///
    /// - Each subscription starts its own task: two subscriptions, two runs of `work`.
    /// - The task is isolated to no actor; it is detached when `detached` is `true`, and runs
    ///   at `priority` if given.
    /// - Elements are emitted from the task, one at a time, in the order `work` emits them.
    /// - Disposing the subscription cancels the task; elements emitted once the task is
    ///   cancelled are dropped, and so is the completion after disposal.
    ///
    /// - Parameters:
    ///   - detached: Whether each subscription's task is detached.
    ///   - priority: The tasks' priority; `nil` for the default.
    ///   - work: The work of one subscription.
    /// - Returns: An `Infallible` of what `work` emits.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable (_ observer: ElementObserver<Element>) async -> Void
    ) -> Infallible<Element> {
        Infallible(Observable.create(detached: detached, priority: priority) { observer in await work(observer) })
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a `Single` that runs `work` in a new task for each subscription, and emits
    /// what it returns or fails with what it throws: RxSwift's name for `from(_:)`, with the
    /// task's options.
    ///
    /// - Each subscription starts its own task: two subscriptions, two runs of `work`.
    /// - The task is isolated to no actor; it is detached when `detached` is `true`, and runs
    ///   at `priority` if given.
    /// - The outcome is emitted from the task. Disposing the subscription cancels the task,
    ///   and an outcome that arrives after disposal is dropped.
    ///
    /// - Parameters:
    ///   - detached: Whether each subscription's task is detached.
    ///   - priority: The tasks' priority; `nil` for the default.
    ///   - work: The work of one subscription.
    /// - Returns: A `Single` of the result of `work`.
    /// - SeeAlso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(
            raw: Producer { sink in
                startTask(detached: detached, priority: priority, delivering: { try await work() }, to: sink)
            })
    }
}

/// The events one async `create` task sends, to its subscription's observer unless the
/// subscription was disposed.
private final class TaskEvents<Element>: @unchecked Sendable {
    // Sendable: the observer is read and cleared under the lock and called after it is
    // released. It is `create`'s observer, which serializes events sent from any thread.
    private let observer: LockedState<AnyObserver<Element>?>

    init(_ observer: AnyObserver<Element>) {
        self.observer = LockedState(observer)
    }

    /// Sends `event`, unless the subscription was disposed; a terminal event also forgets
    /// the observer.
    func on(_ event: Event<Element>) {
        let observer = self.observer.withLock { observer in event.isStopEvent ? observer.take() : observer }
        observer?.on(event)
    }

    /// Forgets the observer: nothing is sent from now on.
    func drop() {
        _ = observer.withLock { $0.take() }
    }
}
