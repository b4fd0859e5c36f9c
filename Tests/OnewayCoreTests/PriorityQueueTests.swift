import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct PriorityQueueTests {
    @Test("Elements leave in priority order, and equal ones in insertion order")
    func stableOrder() {
        // (priority, insertion index); a fixed linear congruential sequence with many ties.
        var queue = PriorityQueue<(priority: Int, index: Int)> { $0.priority < $1.priority }
        var seed: UInt64 = 42
        var inserted: [(priority: Int, index: Int)] = []
        for index in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let element = (priority: Int(seed >> 33) % 50, index: index)
            inserted.append(element)
            queue.insert(element)
        }
        expectEqual(queue.count, 2_000)
        var popped: [(priority: Int, index: Int)] = []
        while let element = queue.popFirst() { popped.append(element) }
        let expected = inserted.sorted { ($0.priority, $0.index) < ($1.priority, $1.index) }
        expectEqual(popped.map(\.index), expected.map(\.index))
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }

    @Test("Insertions between removals keep the order, first reports the next element")
    func interleaved() {
        var queue = PriorityQueue<String> { $0.count < $1.count }
        queue.insert("ccc")
        queue.insert("a")
        queue.insert("b")
        expectEqual(queue.first, "a")
        expectEqual(queue.popFirst(), "a")
        queue.insert("c")
        queue.insert("dd")
        expectEqual(queue.popFirst(), "b")
        expectEqual(queue.popFirst(), "c")
        expectEqual(queue.popFirst(), "dd")
        expectEqual(queue.popFirst(), "ccc")
        #expect(queue.first == nil)
    }
}
