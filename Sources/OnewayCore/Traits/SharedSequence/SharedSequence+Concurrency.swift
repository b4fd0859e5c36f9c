extension SharedSequence where Element: Sendable {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops on the main actor.
    ///
    /// Subscribes when the stream is created, on the main actor, as `drive` would; a `Driver`'s
    /// replayed element is the first one. Elements are buffered without limit until the loop
    /// takes them, in order; the loop ends when the sequence completes. Ending the loop early,
    /// or cancelling its task, disposes the subscription.
    @MainActor
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = source.subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() })
            // Oneway's disposables are thread-safe, so the termination handler may hold one.
            let disposable = UncheckedSendable(subscription)
            continuation.onTermination = { _ in disposable.value.dispose() }
        }
    }
}
