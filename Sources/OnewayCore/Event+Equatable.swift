extension Event: Equatable where Element: Equatable {
    /// Whether two events are the same case with equal contents, as RxTest compares them.
    ///
    /// Elements compare with `==`. Two errors are equal when they have the same dynamic type
    /// and the same description (`String(describing:)`): RxTest's rule (same `NSError`
    /// domain and code and the same description on Apple platforms, the same description on
    /// Linux) without `NSError`, so that it gives one answer on every platform.
    ///
    /// - Parameters:
    ///   - lhs: The first event.
    ///   - rhs: The second event.
    /// - Returns: `true` when the events match.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)):
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

extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether two `Maybe` outcomes are the same case with equal contents, as RxTest
    /// compares them: elements with `==`, errors as `Event`'s `==` compares them.
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
    /// Whether two `Completable` outcomes are the same case, as RxTest compares them: errors
    /// as `Event`'s `==` compares them.
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

/// Whether two errors match under the rule every event's `==` applies: the same dynamic type
/// and the same description. `SingleEvent` is Swift's `Result`, which cannot be `Equatable`
/// with an untyped error, so OnewayTesting compares its failures with this too.
package func errorsMatch(_ lhs: any Error, _ rhs: any Error) -> Bool {
    type(of: lhs) == type(of: rhs) && String(describing: lhs) == String(describing: rhs)
}
