extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// The element, awaited: subscribes, and returns the success or throws the failure.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws
    /// `CancellationError`, unless the outcome came first. Awaited on the caller's actor, so a
    /// trait, which is not `Sendable`, can be awaited from the main actor or any actor.
    public nonisolated(nonsending) var value: Element {
        get async throws {
            guard let element = try await firstElement(of: primitiveSequence.asObservable()) else {
                // A Single's observable always emits before completing.
                throw RxError.noElements
            }
            return element
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// The element, awaited: subscribes, and returns the element, `nil` if the Maybe
    /// completed empty, or throws its error.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws
    /// `CancellationError`, unless the outcome came first. Awaited on the caller's actor.
    public nonisolated(nonsending) var value: Element? {
        get async throws {
            try await firstElement(of: primitiveSequence.asObservable())
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The completion, awaited: subscribes, and returns when the Completable completes or
    /// throws its error.
    ///
    /// Cancelling the awaiting task disposes the subscription and throws
    /// `CancellationError`, unless the outcome came first. Awaited on the caller's actor.
    public nonisolated(nonsending) var value: Void {
        get async throws {
            _ = try await firstElement(of: primitiveSequence.asObservable())
        }
    }
}

/// Subscribes to `observable` and awaits its first element (`nil` if it completes first),
/// throwing its error, or `CancellationError` when the task is cancelled or the
/// subscription is disposed before an outcome.
///
/// `nonisolated(nonsending)`: it runs on the caller's actor, so `observable`, which is not
/// `Sendable`, never leaves the caller's isolation; the subscription's callbacks cross threads
/// only through the continuation.
nonisolated(nonsending) func firstElement<Element: Sendable>(of observable: Observable<Element>) async throws
    -> Element?
{
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let outcome = OutcomeOnce(continuation)
            subscription.setDisposable(
                observable.subscribe(
                    onNext: { element in
                        outcome.resume(with: .success(element))
                        subscription.dispose()
                    },
                    onError: { outcome.resume(with: .failure($0)) },
                    onCompleted: { outcome.resume(with: .success(nil)) },
                    onDisposed: { outcome.resume(with: .failure(CancellationError())) }
                )
            )
        }
    } onCancel: {
        subscription.dispose()
    }
}

/// Resumes a continuation with the first outcome it is given and ignores the rest: the
/// subscription's terminal event and its disposal both try, possibly on different threads.
private final class OutcomeOnce<Element: Sendable>: @unchecked Sendable {
    // Sendable: the continuation is only touched under the lock.
    private let continuation: LockedState<CheckedContinuation<Element?, any Error>?>

    init(_ continuation: CheckedContinuation<Element?, any Error>) {
        self.continuation = LockedState(continuation)
    }

    func resume(with result: Result<Element?, any Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}
