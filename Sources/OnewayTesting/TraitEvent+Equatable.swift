import Oneway

/// Whether two errors match under the rule `Event`'s `==` applies (same type, same
/// description), so that every event kind compares errors the same way.
func errorsMatch(_ lhs: any Error, _ rhs: any Error) -> Bool {
    Event<Never>.error(lhs) == Event<Never>.error(rhs)
}

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

extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether two `Maybe` outcomes are the same case with equal contents, as RxTest
    /// compares them.
    ///
    /// Elements compare with `==`; errors as `Event`'s `==` compares them (same type and
    /// same description).
    ///
    /// - Parameters:
    ///   - lhs: The first outcome.
    ///   - rhs: The second outcome.
    /// - Returns: `true` when the outcomes match.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)):
            left == right
        case (.error(let left), .error(let right)):
            errorsMatch(left, right)
        case (.completed, .completed):
            true
        default:
            false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Whether two `Completable` outcomes are the same case, as RxTest compares them.
    ///
    /// Errors compare as `Event`'s `==` compares them (same type and same description).
    ///
    /// - Parameters:
    ///   - lhs: The first outcome.
    ///   - rhs: The second outcome.
    /// - Returns: `true` when the outcomes match.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)):
            errorsMatch(left, right)
        case (.completed, .completed):
            true
        default:
            false
        }
    }
}
