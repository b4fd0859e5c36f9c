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
            type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
        case (.completed, .completed):
            true
        default:
            false
        }
    }
}
