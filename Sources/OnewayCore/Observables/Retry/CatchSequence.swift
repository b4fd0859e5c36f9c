extension ObservableType {
    /// Returns the events of the first sequence in `sequence` until it fails, then those
    /// of the next one, and so on, until one completes.
    ///
    /// Each sequence is subscribed after the previous one failed, on the thread that
    /// delivered the error, and the failed subscription is disposed then. The result
    /// completes when a sequence completes, fails with the last error when every sequence
    /// has failed, and completes at once when `sequence` is empty. A sequence that fails
    /// synchronously while being subscribed is followed by the next one after that
    /// subscription returns, so that the stack does not grow with the number of failures.
    ///
    /// - Parameter sequence: The sequences to try, in order; iterated once per subscription.
    /// - Returns: The events of the sequences, up to the first that completes.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer { sink in
            CatchSequenceSink(sink, sources: AnyIterator(sequence.makeIterator())).run()
        }
    }

    /// Returns the events of the sequences in `sequence`, each one after the previous one
    /// failed; the name RxSwift 5 used for `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sequences to try, in order.
    /// - Returns: The events of the sequences, up to the first that completes.
    /// - SeeAlso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// Returns this sequence's events, subscribing to it again each time it fails, until it
    /// completes.
    ///
    /// Errors are never forwarded: this may run forever. Each new subscription starts on
    /// the thread that delivered the error, right after the failed one is disposed; see
    /// `catch(sequence:)` for the ordering.
    ///
    /// - Returns: The elements of every attempt, and the completion of the one that succeeds.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return Producer { sink in
            CatchSequenceSink(sink, sources: AnyIterator { source }).run()
        }
    }

    /// Returns this sequence's events, subscribing to it again when it fails, for at most
    /// `maxAttemptCount` subscriptions in all.
    ///
    /// `retry(2)` means two attempts: the first subscription and one more after a failure.
    /// The error of the last attempt is forwarded; `retry(0)` completes at once without
    /// subscribing. Ordering and threads are those of `retry()`.
    ///
    /// - Parameter maxAttemptCount: The number of subscriptions allowed, the first included.
    /// - Returns: The elements of every attempt, then the completion or the last error.
    /// - Precondition: `maxAttemptCount` is not negative.
    /// - SeeAlso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        require(maxAttemptCount >= 0, "retry(_:): maxAttemptCount must not be negative, got \(maxAttemptCount)")
        let source = asObservable()
        return Producer { sink in
            CatchSequenceSink(
                sink, sources: AnyIterator(Swift.repeatElement(source, count: maxAttemptCount).makeIterator())
            )
            .run()
        }
    }
}

/// One subscription of `catch(sequence:)` and `retry`: subscribes to each source in turn
/// while the previous one failed.
///
/// A failure asks for the next subscription, through `loop`: a failure that arrives while a
/// subscription is being made (a source that fails synchronously) only marks another round
/// as due, so the stack never grows. The events of one source are serial and the next source
/// starts after the previous one's error, so the output needs no serializing.
///
/// `@unchecked Sendable`: `lastError` is guarded by its lock; `sources` is advanced only by
/// the thread that runs `loop`, which hands it over; the rest is thread-safe or immutable.
final class CatchSequenceSink<Element>: @unchecked Sendable {
    private let sink: Sink<Element>
    private let sources: AnyIterator<Observable<Element>>
    private let current = SerialDisposable()
    private let loop = ResubscriptionLoop()
    private let lastError = LockedState<(any Error)?>(nil)

    init(_ sink: Sink<Element>, sources: AnyIterator<Observable<Element>>) {
        self.sink = sink
        self.sources = sources
    }

    /// Subscribes to the first source; the result disposes whichever source is current.
    func run() -> Disposable {
        loop.run(subscribeNext)
        return current
    }

    private func subscribeNext() {
        guard !sink.isDisposed else { return }
        guard let source = sources.next() else {
            if let error = lastError.withLock({ $0 }) {
                sink.onError(error)
            } else {
                sink.onCompleted()
            }
            return
        }
        let subscription = SingleAssignmentDisposable()
        // Disposes the failed subscription before the next one starts.
        current.disposable = subscription
        subscription.setDisposable(
            source._subscribe { [self] event in
                guard case .error(let error) = event else { return sink.on(event) }
                lastError.withLock { $0 = error }
                loop.run(subscribeNext)
            }
        )
    }
}
