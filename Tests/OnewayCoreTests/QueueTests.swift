import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct QueueTests {
    @Test("Elements leave in the order they came, across the ring's wrap-around and growth")
    func fifoAcrossWrapAndGrowth() {
        var queue = Queue<Int>()
        var expected: [Int] = []
        var popped: [Int] = []
        var next = 0
        // Uneven bursts, so that the front moves around the ring while it grows from 4 to 64.
        for burst in [3, 1, 5, 2, 9, 4, 17, 6, 33, 1] {
            for _ in 0..<burst {
                queue.append(next)
                expected.append(next)
                next += 1
            }
            expectEqual(queue.first, expected[popped.count])
            for _ in 0..<(burst / 2 + 1) {
                if let element = queue.popFirst() { popped.append(element) }
            }
            expectEqual(queue.elements, Array(expected[popped.count...]))
            expectEqual(queue.count, expected.count - popped.count)
        }
        while let element = queue.popFirst() { popped.append(element) }
        expectEqual(popped, expected)
        #expect(queue.isEmpty)
        #expect(queue.first == nil)
        expectEqual(queue.capacity, 64)
    }

    @Test("popFirst keeps no copy of what it returns, and removeAll lets go of everything but the capacity")
    func keepsNothingPopped() {
        final class Box {}
        var queue = Queue<Box>()
        weak var popped: Box?
        weak var removed: Box?
        do {
            let first = Box()
            let second = Box()
            (popped, removed) = (first, second)
            queue.append(first)
            queue.append(second)
        }
        _ = queue.popFirst()
        #expect(popped == nil)
        #expect(removed != nil)
        queue.removeAll()
        #expect(removed == nil)
        #expect(queue.isEmpty && queue.capacity == 4)
        queue.append(Box())
        expectEqual(queue.count, 1)
    }

    @Test("An empty queue pops nil and allocates nothing until the first append")
    func emptyQueue() {
        var queue = Queue<String>()
        #expect(queue.popFirst() == nil)
        expectEqual(queue.capacity, 0)
        expectEqual(queue.elements, [])
    }
}
