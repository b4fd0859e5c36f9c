/// A FIFO queue on a contiguous buffer: amortized O(1) `append` and `popFirst`, and no
/// allocation once it has grown to its working size.
@usableFromInline
package struct Queue<Element> {
    @usableFromInline var storage: ContiguousArray<Element> = []
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
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
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
    @inlinable package var elements: ArraySlice<Element> { storage[head...] }
}
