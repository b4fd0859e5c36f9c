// swift-format-ignore-file: AlwaysUseLowerCamelCase
// RxTest's assertion names start with XCTAssert, as XCTest's own do.

#if canImport(XCTest)
    import Oneway
    import XCTest

    /// Asserts that two arrays of `Single` outcomes are equal, element by element.
    ///
    /// Successes match when their elements are equal, failures when their errors have the same
    /// type and description. (`SingleEvent` is Swift's `Result`, which is not `Equatable` with
    /// an untyped error; this compares it anyway, as RxTest does.)
    ///
    /// - Parameters:
    ///   - lhs: The outcomes received.
    ///   - rhs: The outcomes expected.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: singleEventsMatch, file: file, line: line)
    }

    /// Asserts that two arrays of `Maybe` outcomes are equal, element by element, as
    /// `MaybeEvent`'s `==` compares them.
    ///
    /// - Parameters:
    ///   - lhs: The outcomes received.
    ///   - rhs: The outcomes expected.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
    }

    /// Asserts that two arrays of `Completable` outcomes are equal, element by element, as
    /// `CompletableEvent`'s `==` compares them.
    ///
    /// - Parameters:
    ///   - lhs: The outcomes received.
    ///   - rhs: The outcomes expected.
    ///   - file: The file to report a failure in; the caller's by default.
    ///   - line: The line to report a failure at; the caller's by default.
    public func XCTAssertEqual(
        _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
    ) {
        assertElementsMatch(lhs, rhs, by: { $0 == $1 }, file: file, line: line)
    }
#endif
