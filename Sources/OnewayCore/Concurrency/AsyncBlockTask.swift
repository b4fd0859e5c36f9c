/// Starts the task behind one subscription to a sequence made from an async block
/// (`Single.from`, `Maybe.from`, `Completable.from`, `Infallible.from`).
///
/// The task runs `operation` and sends its outcome: an element as `next` then `completed`,
/// `nil` as `completed` alone, a thrown error as `error`. Disposing the returned disposable
/// drops the sink, then cancels the task.
///
/// The task is created here, in nonisolated code, so it runs on the global concurrent
/// executor whichever actor subscribed; as any `Task { }` does, it inherits the priority and
/// task-local values of the task that subscribes, if one does.
///
/// - Parameters:
///   - detached: Whether the task is detached, inheriting neither priority nor task-local
///     values.
///   - priority: The task's priority; `nil` for the default (or the inherited one).
///   - operation: The subscription's work; runs once, in the task.
///   - sink: Where the outcome goes.
/// - Returns: What disposes the subscription.
func startTask<Element>(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    delivering operation: @escaping @Sendable () async throws -> Element?,
    to sink: Sink<Element>
) -> Disposable {
    let delivery = OutcomeDelivery(sink)
    let task = startWork(detached: detached, priority: priority) {
        let outcome: Result<Element?, any Error>
        do {
            outcome = .success(try await operation())
        } catch {
            outcome = .failure(error)
        }
        delivery.deliver(outcome)
    }
    return Disposables.create {
        // The sink goes first, so that whatever the cancelled task produces next, a
        // `CancellationError` included, finds nobody to deliver to.
        delivery.drop()
        task.cancel()
    }
}

/// Starts the task behind one subscription: detached or not, at `priority`.
///
/// Created here, in nonisolated code, so that it is isolated to no actor.
func startWork(
    detached: Bool, priority: TaskPriority?, _ operation: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
}

/// Hands one task's outcome to its subscription's sink, unless the subscription was disposed
/// first.
///
/// Emptying the box on dispose also frees the subscriber at once, even when the block
/// ignores cancellation and runs on: the task keeps only this empty box alive.
private final class OutcomeDelivery<Element>: @unchecked Sendable {
    // Sendable: the sink is only read and cleared under the lock. It is called after the lock
    // is released, by the task alone, so its events are serial as `Sink` requires.
    private let sink: LockedState<Sink<Element>?>

    init(_ sink: Sink<Element>) {
        self.sink = LockedState(sink)
    }

    /// Sends `outcome` as the subscription's events, if the subscription is still live.
    func deliver(_ outcome: Result<Element?, any Error>) {
        guard let sink = sink.withLock({ $0.take() }) else { return }
        switch outcome {
        case .success(let element?):
            sink.onNext(element)
            sink.onCompleted()
        case .success(nil):
            sink.onCompleted()
        case .failure(let error):
            sink.onError(error)
        }
    }

    /// Forgets the sink: nothing is delivered from now on.
    func drop() {
        _ = sink.withLock { $0.take() }
    }
}
