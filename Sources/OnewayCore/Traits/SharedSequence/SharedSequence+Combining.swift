extension SharedSequenceConvertibleType {
    /// Returns a sequence that merges the elements of `sources`.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence, shared as the strategy shares.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public static func merge<Collection: Swift.Collection>(
        _ sources: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns a sequence that merges the elements of `sources`.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence, shared as the strategy shares.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public static func merge(
        _ sources: [SharedSequence<SharingStrategy, Element>]
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns a sequence that merges the elements of `sources`.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The merged sequence, shared as the strategy shares.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    @inlinable
    public static func merge(
        _ sources: SharedSequence<SharingStrategy, Element>...
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns a sequence that combines each element of this one with the latest element of
    /// `second`; elements before `second` has one are dropped.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined.
    ///   - resultSelector: Combines an element of this sequence with the latest of `second`.
    /// - Returns: The sequence of combinations, shared as the strategy shares.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
        _ second: SecondO,
        resultSelector: @escaping (Element, SecondO.Element) -> ResultType
    ) -> SharedSequence<SharingStrategy, ResultType> where SecondO.SharingStrategy == SharingStrategy {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector))
    }

    /// Returns a sequence of the latest element of `second` at each element of this one;
    /// elements before `second` has one are dropped.
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The sequence of `second`'s latest elements, shared as the strategy shares.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    @inlinable
    public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(
        _ second: SecondO
    ) -> SharedSequence<SharingStrategy, SecondO.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequence {
    /// Returns a sequence of the elements of each sequence of `sequence` in turn, each
    /// subscribed when the one before it completes.
    ///
    /// - Parameter sequence: The sequences to concatenate, iterated lazily.
    /// - Returns: The concatenated sequence, shared as the strategy shares.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Returns a sequence of the elements of each sequence of `collection` in turn, each
    /// subscribed when the one before it completes.
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The concatenated sequence, shared as the strategy shares.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    @inlinable
    public static func concat<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Returns a sequence that pairs the elements of `collection`'s sequences by position: its
    /// nth element is `resultSelector` applied to the nth element of each.
    ///
    /// - Parameters:
    ///   - collection: The sequences to zip.
    ///   - resultSelector: Makes an element from one element of each sequence; an error it
    ///     throws is delivered, as in RxCocoa.
    /// - Returns: The sequence of combinations, shared as the strategy shares.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    @inlinable
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Returns a sequence of arrays of the elements of `collection`'s sequences, paired by
    /// position.
    ///
    /// - Parameter collection: The sequences to zip.
    /// - Returns: The sequence of arrays, shared as the strategy shares.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Returns a sequence of `resultSelector` applied to the latest element of each of
    /// `collection`'s sequences, whenever one emits once all have.
    ///
    /// - Parameters:
    ///   - collection: The sequences to combine.
    ///   - resultSelector: Makes an element from the latest element of each sequence; an
    ///     error it throws is delivered, as in RxCocoa.
    /// - Returns: The sequence of combinations, shared as the strategy shares.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(
            Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Returns a sequence of arrays of the latest element of each of `collection`'s
    /// sequences, whenever one emits once all have.
    ///
    /// - Parameter collection: The sequences to combine.
    /// - Returns: The sequence of arrays, shared as the strategy shares.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> SharedSequence<SharingStrategy, [Element]>
    where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
