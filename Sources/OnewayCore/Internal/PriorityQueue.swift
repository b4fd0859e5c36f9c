/// A stable min-priority queue on a binary heap: the element that `areInIncreasingOrder`
/// ranks first leaves first, and elements that rank equal leave in the order they entered.
///
/// Stability is what the virtual-time schedulers need: work due at the same virtual time
/// runs in the order it was scheduled, as in RxSwift. Each element carries its insertion
/// number, which breaks ties. `insert` and `popFirst` are O(log n), `first` is O(1).
/// A value type with no lock: its owner serializes access.
package struct PriorityQueue<Element> {
    private var heap: [(element: Element, sequence: UInt64)] = []
    private var nextSequence: UInt64 = 0
    private let areInIncreasingOrder: (Element, Element) -> Bool

    /// An empty queue ordered by `areInIncreasingOrder`, a strict weak ordering.
    package init(areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// The number of queued elements.
    package var count: Int { heap.count }

    /// Whether the queue holds no element.
    package var isEmpty: Bool { heap.isEmpty }

    /// The element `popFirst()` would return, or `nil` when empty.
    package var first: Element? { heap.first?.element }

    /// Adds `element` behind every queued element that ranks equal to it.
    package mutating func insert(_ element: Element) {
        heap.append((element, nextSequence))
        nextSequence &+= 1
        siftUp(from: heap.count - 1)
    }

    /// Removes and returns the first element, or `nil` when empty.
    package mutating func popFirst() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast().element
        if !heap.isEmpty { siftDown(from: 0) }
        return first
    }

    /// Whether the element at `lhs` must leave before the one at `rhs`.
    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        let left = heap[lhs]
        let right = heap[rhs]
        if areInIncreasingOrder(left.element, right.element) { return true }
        if areInIncreasingOrder(right.element, left.element) { return false }
        return left.sequence < right.sequence
    }

    private mutating func siftUp(from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && precedes(right, left) ? right : left
            guard precedes(child, parent) else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}
