extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Returns a `Single` of `resultSelector` applied to the elements of every `Single` in
    /// `collection`, in order, once each has succeeded; fails as soon as one fails.
    ///
    /// The sources are subscribed at once and may deliver on any thread. An empty
    /// collection succeeds at once with `resultSelector([])`; an error thrown by
    /// `resultSelector` fails the result.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s to zip.
    ///   - resultSelector: Combines their elements.
    /// - Returns: The zipped `Single`.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        guard !collection.isEmpty else {
            // As in RxSwift: the selector runs at each subscription, and an error it throws fails it.
            return PrimitiveSequence(raw: Observable.just(()).map { try resultSelector([]) })
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map(\.source), resultSelector: resultSelector))
    }

    /// Returns a `Single` of the array of the elements of every `Single` in `collection`, in
    /// order, once each has succeeded; fails as soon as one fails.
    ///
    /// The sources are subscribed at once and may deliver on any thread. An empty
    /// collection succeeds at once with `[]`.
    ///
    /// - Parameter collection: The `Single`s to zip.
    /// - Returns: The zipped `Single`.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        zip(collection) { $0 }
    }
}
