import Oneway

/// Whether two `Single` outcomes match: equal elements, or errors that match as `Event`'s
/// errors do. `SingleEvent` is Swift's `Result`, which cannot be `Equatable` with an
/// untyped error, so the XCTest assertions compare with this instead, as RxTest does.
func singleEventsMatch<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)):
        left == right
    case (.failure(let left), .failure(let right)):
        errorsMatch(left, right)
    default:
        false
    }
}
