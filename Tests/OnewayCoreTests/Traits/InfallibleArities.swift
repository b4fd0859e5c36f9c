import Oneway
import OnewayTesting

/// Builds the fixed-arity `Infallible.combineLatest` and `Infallible.zip` forms over 2 to 8
/// sources, each giving an array of the elements it combined, in argument order.
enum InfallibleArities {
    /// `combineLatest` with a result selector, or through the tuple form then `map`.
    static func combineLatest(_ s: [Infallible<Int>], tuple: Bool) -> Infallible<[Int]> {
        switch (s.count, tuple) {
        case (2, false): Infallible.combineLatest(s[0], s[1]) { [$0, $1] }
        case (2, true): Infallible.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, false): Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, true): Infallible.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, false): Infallible.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, true): Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, false): Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, false):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        case (8, true):
            Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        default: preconditionFailure("Infallible.combineLatest has arities 2 to 8, not \(s.count)")
        }
    }

    /// `zip`, which on `Infallible` has only the result-selector form.
    static func zip(_ s: [Infallible<Int>]) -> Infallible<[Int]> {
        switch s.count {
        case 2: Infallible.zip(s[0], s[1]) { [$0, $1] }
        case 3: Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case 4: Infallible.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case 5: Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case 6: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case 7: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case 8: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        default: preconditionFailure("Infallible.zip has arities 2 to 8, not \(s.count)")
        }
    }

    /// The `ArityMarble` sources as Infallibles (they never fail, so the fallback never shows).
    static func infallibles(_ sources: [TestableObservable<Int>]) -> [Infallible<Int>] {
        sources.map { $0.asInfallible(onErrorJustReturn: -1) }
    }
}
