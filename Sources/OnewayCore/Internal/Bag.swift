/// Values under increasing keys, iterated in insertion order, with amortized O(1) insert and
/// remove (with ReSwift's O(n) unsubscribe, removing n subscribers takes O(n²)).
///
/// Removal leaves a hole that iteration skips; the holes are compacted away once they make
/// up half of the storage.
@usableFromInline
package struct Bag<Value> {
    /// Identifies one inserted value.
    @usableFromInline package typealias Key = Int

    /// One slot: its key and value, or `nil` once removed.
    @usableFromInline
    package typealias Entry = (key: Key, value: Value?)

    /// Slots in insertion (and key) order, holes included.
    @usableFromInline package private(set) var entries: ContiguousArray<Entry> = []
    @usableFromInline var positions: [Key: Int] = [:]
    @usableFromInline var holes = 0
    /// The key the next insertion will get; every key in the bag is smaller.
    @usableFromInline package private(set) var nextKey: Key = 0

    /// An empty bag.
    @inlinable package init() {}

    /// The number of values in the bag.
    @inlinable package var count: Int { positions.count }

    /// Whether the bag holds no value.
    @inlinable package var isEmpty: Bool { positions.isEmpty }

    /// Adds `value` and returns the key that removes it.
    @inlinable
    package mutating func insert(_ value: Value) -> Key {
        let key = nextKey
        nextKey += 1
        positions[key] = entries.count
        entries.append((key, value))
        return key
    }

    /// Removes and returns the value for `key`, or `nil` if it is not in the bag.
    @inlinable
    @discardableResult
    package mutating func remove(_ key: Key) -> Value? {
        guard let index = positions.removeValue(forKey: key) else { return nil }
        let value = entries[index].value
        entries[index].value = nil
        holes += 1
        if holes >= 16 && holes * 2 >= entries.count { compact() }
        return value
    }

    /// Removes every value and returns them in insertion order.
    @inlinable
    package mutating func removeAll() -> [Value] {
        let values = entries.compactMap(\.value)
        entries = []
        positions = [:]
        holes = 0
        return values
    }

    @inlinable
    mutating func compact() {
        entries.removeAll { $0.value == nil }
        positions.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() { positions[entry.key] = index }
        holes = 0
    }
}
