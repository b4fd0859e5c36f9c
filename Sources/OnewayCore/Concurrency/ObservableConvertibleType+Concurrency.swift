/// `Element: Sendable`: each element crosses from the subscription's thread to the task
/// that iterates the stream.
extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// Subscribes when the stream is created. Elements are buffered without limit until the
    /// loop takes them, in the order the sequence emitted them; the loop ends after the last
    /// element when the sequence completes, and throws its error when it fails.
    ///
    /// Cancelling the loop's task disposes the subscription and makes the loop throw
    /// `CancellationError`, as in RxSwift, unless the sequence had already ended (the loop
    /// then ends as the sequence did). Ending the loop early (`break`, or dropping the
    /// iterator) disposes the subscription too.
    public var values: AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }
            )
            // Oneway's disposables are thread-safe, so the termination handler may hold one.
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { termination in
                disposable.value.dispose()
                // The stream calls this handler before it ends a cancelled iteration, so
                // finishing with the error here is what the waiting loop throws. After the
                // sequence ended, the stream has finished already and this does nothing.
                if case .cancelled = termination {
                    continuation.finish(throwing: CancellationError())
                }
            }
        }
    }
}

extension InfallibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops, which cannot fail.
    ///
    /// Subscribes when the stream is created. Elements are buffered without limit until the
    /// loop takes them, in order; the loop ends when the sequence completes. Ending the loop
    /// early, or cancelling its task, disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = asObservable().subscribe { event in
                switch event {
                case .next(let element): continuation.yield(element)
                case .error, .completed: continuation.finish()
                }
            }
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}

extension AsyncSequence where Self: Sendable {
    /// An `Observable` that iterates this asynchronous sequence in a task, one per subscription.
    ///
    /// Each subscription starts a task (detached if `detached` is `true`, at `priority` if
    /// given) that emits every element as `next`, then `completed`; an error thrown by the
    /// sequence becomes `error`, except `CancellationError`, which completes. Disposing the
    /// subscription cancels the task; events arrive on the task's executor, one at a time.
    ///
    /// - Parameters:
    ///   - detached: Whether the task inherits nothing from the subscribing context.
    ///   - priority: The task's priority; `nil` for the default (or the inherited one).
    /// - Returns: The sequence's elements as an observable.
    public func asObservable(detached: Bool = false, priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // The observer `create` passes is safe to call from any thread, one event at a
            // time, which is how the task calls it.
            let sendableObserver = UncheckedSendable(observer)
            let task = startWork(detached: detached, priority: priority) {
                let observer = sendableObserver.value
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
