/// A FIFO queue on a contiguous buffer: amortized O(1) `append` and `popFirst`, and no
/// allocation once it has grown to its working size.
///
/// `popFirst` moves the element out and leaves an empty slot behind, so the queue never
/// keeps a popped element alive. Callers pop under a lock and drop what they popped after
/// releasing it; if the queue kept a copy, the copy would be released later, under the lock,
/// and a `deinit` that calls back into the owner would deadlock.
@usableFromInline
package struct Queue<Element> {
    // Slots before `head` are nil: already popped.
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0

    /// An empty queue.
    @inlinable package init() {}

    /// Whether the queue holds no element.
    @inlinable package var isEmpty: Bool { head == storage.count }

    /// The number of queued elements.
    @inlinable package var count: Int { storage.count - head }

    /// Adds `element` at the back.
    @inlinable package mutating func append(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable package mutating func popFirst() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head].take()
        head += 1
        if head == storage.count {
            // Every slot is empty now. Dropping them from the end, usually one, costs a
            // tenth of `removeAll(keepingCapacity:)`, which goes through the generic
            // `replaceSubrange`; a queue drained once per notification pays it every time.
            while !storage.isEmpty { storage.removeLast() }
            head = 0
        } else if head >= 32 && head * 2 >= storage.count {
            // Compact so that a queue that never empties does not grow without bound.
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Removes every element, keeping the capacity.
    @inlinable package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    /// The queued elements, front first.
    @inlinable package var elements: [Element] { storage[head...].map { $0! } }
}
