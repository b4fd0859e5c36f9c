/// The locked state of an operator that ends its `SerializedSink` output once: the first
/// terminal event it decides is queued, and any decided after it is dropped.
///
/// Conforming types are kept under the operator's lock; `stop(with:on:)` runs there too and
/// only queues (the caller drains after releasing the lock, if told to). Once `isStopped` is
/// set, no further terminal event is queued by this method, so the output sees at most one.
protocol StoppableOutputState {
    /// Whether a terminal event has been queued.
    var isStopped: Bool { get set }
}

extension StoppableOutputState {
    /// Stops and queues the terminal `event` on `output`, unless already stopped; returns
    /// whether the caller must drain `output`.
    mutating func stop<Element>(with event: Event<Element>, on output: SerializedSink<Element>) -> Bool {
        guard !isStopped else { return false }
        isStopped = true
        return output.enqueue(event)
    }
}
