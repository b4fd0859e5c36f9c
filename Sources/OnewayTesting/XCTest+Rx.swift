// swift-format-ignore-file: AlwaysUseLowerCamelCase
// RxTest's assertion names start with XCTAssert, as XCTest's own do.

#if canImport(XCTest)
    import Oneway
    import XCTest

    // RxTest's assertions, under its names and signatures, for tests still written with XCTest.
    // Each compares element by element with RxTest's rule for errors (see `Event`'s `==`) and,
    // on a mismatch, fails with both arrays and the indices at which they differ.

    /// Asserts that two arrays of events are equal, element by element.
    ///
    /// `next` events match when their elements are equal, errors when they have the same type
    /// and description, and completions always match.
    ///
    /// - Parameters:
    ///   - lhs: The events received.
    ///   - rhs: The events expected.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
    }

    /// Asserts that two arrays of recorded events are equal: same times, and events equal as
    /// `Event`'s `==` compares them.
    ///
    /// - Parameters:
    ///   - lhs: The events recorded, usually a `TestableObserver`'s `events`.
    ///   - rhs: The events expected, such as `[.next(210, 1), .completed(300)]`.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
    }

    /// Asserts that two arrays of recorded events with optional elements are equal: same
    /// times, and events equal as `Event`'s `==` compares them (`nil` equals `nil`).
    ///
    /// - Parameters:
    ///   - lhs: The events recorded.
    ///   - rhs: The events expected, such as `[.next(210, nil), .completed(300)]`.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
    }

    /// Asserts that the recorded events are exactly `next` events carrying `elements`, in
    /// order, whatever their times.
    ///
    /// Fails, naming the event, if `stream` holds an error or a completion.
    ///
    /// - Parameters:
    ///   - stream: The events recorded.
    ///   - elements: The elements expected.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertRecordedElements<T: Equatable>(
        _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line
    ) {
        if let stopEvent = stream.first(where: { $0.value.isStopEvent }) {
            XCTFail("A non-next stop event has been emitted: \(stopEvent)", file: file, line: line)
            return
        }
        assertElementsMatch(stream.compactMap { $0.value.element }, elements, by: { $0 == $1 }, file: file, line: line)
    }

    /// Fails with XCTest's `XCTAssertEqual` message, followed by the indices at which the
    /// arrays differ, unless they have the same count and `equal` holds at every index.
    func assertElementsMatch<Value>(
        _ lhs: [Value], _ rhs: [Value], by equal: @escaping (Value, Value) -> Bool, file: StaticString, line: UInt
    ) {
        let left = ComparedArray(elements: lhs, equal: equal)
        let right = ComparedArray(elements: rhs, equal: equal)
        guard left != right else { return }
        XCTAssertEqual(left, right, differences(lhs, rhs, by: equal), file: file, line: line)
    }

    /// `Differences:`, then each index at which the arrays differ, with what each side holds.
    func differences<Value>(_ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool) -> String {
        var lines = ["Differences:"]
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : nil
            let right = index < rhs.count ? rhs[index] : nil
            if let left, let right, equal(left, right) { continue }
            if let left { lines.append("lhs[\(index)]: \(left)") }
            if let right { lines.append("rhs[\(index)]: \(right)") }
        }
        return lines.joined(separator: "\n")
    }

    /// An array compared with a given function, so that XCTest's own `XCTAssertEqual` reports
    /// it: the failure reads `XCTAssertEqual failed: ("[…]") is not equal to ("[…]")`, as
    /// RxTest's does.
    struct ComparedArray<Value>: Equatable, CustomStringConvertible {
        let elements: [Value]
        let equal: (Value, Value) -> Bool

        var description: String { "\(elements)" }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.elements.count == rhs.elements.count && zip(lhs.elements, rhs.elements).allSatisfy(lhs.equal)
        }
    }
#endif
