import Testing

/// Records an issue at the caller's line unless `actual == expected`, naming both values and,
/// for two collections, the first index at which they differ.
///
/// A plain generic function rather than `#expect(actual == expected)`: the macro's expansion
/// costs the compiler several times as much per comparison, and with thousands of comparisons
/// of event arrays that was most of the time a first `swift test` spent building. The
/// comparison runs once, on the calling thread; a failure is recorded as `#expect` records
/// one, and the test goes on.
///
/// - Parameters:
///   - actual: What the code under test produced.
///   - expected: What the test requires.
///   - comment: Added to the recorded issue, to say which case failed.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
public func expectEqual<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if actual == expected { return }
    var message = "Expected \(String(describingForTest: expected)), got \(String(describingForTest: actual))"
    if let difference = firstDifference(actual, expected) {
        message += "; \(difference)"
    }
    if let comment {
        message += " — \(comment.rawValue)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The first index at which two collections' elements read differently, or their lengths if
/// one is a prefix of the other; `nil` for values that are not collections, or whose elements
/// all read the same.
private func firstDifference(_ actual: Any, _ expected: Any) -> String? {
    let actualMirror = Mirror(reflecting: actual)
    let expectedMirror = Mirror(reflecting: expected)
    guard actualMirror.displayStyle == .collection, expectedMirror.displayStyle == .collection else {
        return nil
    }
    let actualElements = actualMirror.children.map { String(describingForTest: $0.value) }
    let expectedElements = expectedMirror.children.map { String(describingForTest: $0.value) }
    for (index, (got, wanted)) in zip(actualElements, expectedElements).enumerated() where got != wanted {
        return "first difference at index \(index): expected \(wanted), got \(got)"
    }
    if actualElements.count != expectedElements.count {
        return "expected \(expectedElements.count) elements, got \(actualElements.count)"
    }
    return nil
}
