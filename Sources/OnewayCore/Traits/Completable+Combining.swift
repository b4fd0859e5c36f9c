extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns a `Completable` that runs `second` once this one completes; an error of either
    /// fails it.
    ///
    /// - Parameter second: The `Completable` to run next.
    /// - Returns: The concatenated `Completable`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Returns a `Completable` that runs the `Completable`s of `sequence` one after the other,
    /// each subscribed when the previous completes; the first error fails it.
    ///
    /// - Parameter sequence: The `Completable`s to run, in order.
    /// - Returns: The concatenated `Completable`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Returns a `Completable` that runs the `Completable`s of `collection` one after the
    /// other, each subscribed when the previous completes; the first error fails it.
    ///
    /// - Parameter collection: The `Completable`s to run, in order.
    /// - Returns: The concatenated `Completable`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Returns a `Completable` that runs `sources` one after the other, each subscribed when
    /// the previous completes; the first error fails it.
    ///
    /// - Parameter sources: The `Completable`s to run, in order.
    /// - Returns: The concatenated `Completable`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Returns a `Completable` that runs every `Completable` of `sources` at once and completes
    /// when all have completed; the first error fails it. For `Completable`, `zip` is `merge`.
    ///
    /// - Parameter sources: The `Completable`s to run together.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns a `Completable` that runs every `Completable` of `sources` at once and completes
    /// when all have completed; the first error fails it. For `Completable`, `zip` is `merge`.
    ///
    /// - Parameter sources: The `Completable`s to run together.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns a `Completable` that runs `sources` at once and completes when all have
    /// completed; the first error fails it. For `Completable`, `zip` is `merge`.
    ///
    /// - Parameter sources: The `Completable`s to run together.
    /// - Returns: The merged `Completable`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
