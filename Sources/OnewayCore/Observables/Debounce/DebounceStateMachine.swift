/// The decisions of one `debounce` subscription, made under its lock.
///
/// Each element gets a new generation; a timer carries the generation it was scheduled
/// for and emits only if no element has arrived since. Methods are named for the event
/// and return what to emit.
struct DebounceStateMachine<Element> {
    private var pending: Element?
    private var generation: UInt64 = 0
    private var isStopped = false

    /// An element arrived: it becomes the pending one.
    ///
    /// - Returns: The generation the new timer must carry, or `nil` once stopped.
    mutating func elementReceived(_ element: Element) -> UInt64? {
        guard !isStopped else { return nil }
        generation &+= 1
        pending = element
        return generation
    }

    /// The timer scheduled for `generation` fired.
    ///
    /// - Returns: The pending element to emit, if that timer is still the current one.
    mutating func timerFired(generation: UInt64) -> Element? {
        guard !isStopped, generation == self.generation else { return nil }
        defer { pending = nil }
        return pending
    }

    /// The source completed: nothing is decided after this.
    ///
    /// - Returns: The pending element, to emit before the completion.
    mutating func completed() -> Element? {
        isStopped = true
        defer { pending = nil }
        return pending
    }

    /// The source failed: the pending element is dropped and nothing is decided after this.
    mutating func failed() {
        isStopped = true
        pending = nil
    }
}
