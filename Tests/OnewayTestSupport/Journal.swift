/// The state of the persistence crash tests: every value is a function of its count, so that
/// a saved file can be checked against the exact state the writing process had at that count.
public struct Journal: Codable, Equatable, Sendable {
    /// How many entries it keeps.
    public static let kept = 40

    /// The number of appends since the empty journal.
    public var count = 0
    /// The last `kept` entries, oldest first.
    public var entries: [String] = []

    /// The empty journal.
    public init() {}

    /// The journal after `count` appends from the empty journal.
    public static func after(_ count: Int) -> Journal {
        var journal = Journal()
        journal.count = count
        journal.entries = count < 1 ? [] : (max(1, count - kept + 1)...count).map(entry)
        return journal
    }

    /// Entry `index`: of varied length, so that a file cut short cannot decode by chance.
    public static func entry(_ index: Int) -> String {
        String(repeating: Character(Unicode.Scalar(UInt8(97 + index % 26))), count: 1 + index % 97)
    }

    /// The reducer: one more entry, the oldest dropped past `kept`.
    public static func append(_ journal: inout Journal, _: Void) {
        journal.count += 1
        journal.entries.append(entry(journal.count))
        if journal.entries.count > kept { journal.entries.removeFirst() }
    }
}
