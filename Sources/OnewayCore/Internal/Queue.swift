/// A FIFO queue on a ring buffer: O(1) `append` (amortized) and `popFirst`, and no
/// allocation once it has grown to its working size.
///
/// `popFirst` moves the element out and leaves an empty slot behind, so the queue never
/// keeps a popped element alive. Callers pop under a lock and drop what they popped after
/// releasing it; if the queue kept a copy, the copy would be released later, under the lock,
/// and a `deinit` that calls back into the owner would deadlock.
///
/// A ring rather than an array drained from the front: popping never moves the other
/// elements nor resizes the array, which a queue emptied once per notification (a store's
/// actions, a subject's pending events) otherwise pays on every event.
@usableFromInline
package struct Queue<Element> {
    /// The slots, a power of two of them (or none); the queued elements are the `count` slots
    /// from `head` on, wrapping around; every other slot is nil.
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    /// The number of queued elements.
    @usableFromInline package private(set) var count = 0

    /// An empty queue.
    @inlinable package init() {}

    /// Whether the queue holds no element.
    @inlinable package var isEmpty: Bool { count == 0 }

    /// How many elements the queue holds before it next grows.
    @inlinable package var capacity: Int { slots.count }

    /// The front element, if any, without removing it.
    @inlinable package var first: Element? { count == 0 ? nil : slots[head] }

    /// Adds `element` at the back.
    @inlinable package mutating func append(_ element: Element) {
        if count == slots.count { grow() }
        slots[(head &+ count) & (slots.count &- 1)] = element
        count &+= 1
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable package mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = slots[head].take()
        head = (head &+ 1) & (slots.count &- 1)
        count &-= 1
        return element
    }

    /// Removes every element, keeping the capacity.
    @inlinable package mutating func removeAll() {
        while popFirst() != nil {}
        head = 0
    }

    /// The queued elements, front first.
    @inlinable package var elements: [Element] {
        (0..<count).map { slots[(head &+ $0) & (slots.count &- 1)]! }
    }

    /// Doubles the slots (at least 4), moving the elements to the front in order.
    @usableFromInline
    mutating func grow() {
        var grown = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, slots.count * 2))
        for index in 0..<count {
            grown[index] = slots[(head &+ index) & (slots.count &- 1)].take()
        }
        slots = grown
        head = 0
    }
}
