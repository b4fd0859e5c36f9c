extension InfallibleType {
    /// Returns an `Infallible` that, whenever any source of `collection` emits, emits
    /// `resultSelector` applied to the latest element of every source, once each has emitted.
    ///
    /// As `Observable.combineLatest(_:resultSelector:)` on a collection: the sources are
    /// subscribed in order and may emit on any thread, and an empty collection emits
    /// `resultSelector([])` and completes. An error thrown by `resultSelector` is delivered,
    /// as in RxSwift.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Makes an element from the latest elements, in collection order.
    /// - Returns: The `Infallible` of combinations.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Returns an `Infallible` that, whenever any source of `collection` emits, emits the
    /// array of the latest element of every source, once each has emitted.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The `Infallible` of arrays, in collection order.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible<[Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of the elements of every source of `sources`, merged as they
    /// arrive; it completes once every source has completed.
    ///
    /// The sources are subscribed at once, in order, and may emit on any thread; elements
    /// are delivered one at a time.
    ///
    /// - Parameter sources: The sources to merge.
    /// - Returns: The merged `Infallible`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        // RxSwift 6 concatenates here, against its own documentation; merging is what it says.
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of the elements of every source of `sources`, merged as they
    /// arrive; it completes once every source has completed.
    ///
    /// - Parameter sources: The sources to merge.
    /// - Returns: The merged `Infallible`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of the elements of every source, merged as they arrive; it
    /// completes once every source has completed.
    ///
    /// - Parameter sources: The sources to merge.
    /// - Returns: The merged `Infallible`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of this sequence's elements, then, once it completes, those of
    /// `second`, subscribed at that moment.
    ///
    /// - Parameter second: The sequence that follows; an error it emits is delivered.
    /// - Returns: The concatenated `Infallible`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(Observable.concat(asObservable(), second.asObservable()))
    }

    /// Returns an `Infallible` of the elements of the sources of `sequence`, one source after
    /// the other, each subscribed when the previous one completes.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: The concatenated `Infallible`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of the elements of the sources of `collection`, one source
    /// after the other, each subscribed when the previous one completes.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: The concatenated `Infallible`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` of the elements of `sources`, one source after the other, each
    /// subscribed when the previous one completes.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: The concatenated `Infallible`.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Returns an `Infallible` that emits `element` on subscription, then this sequence's
    /// events.
    ///
    /// The element is emitted synchronously, on the subscribing thread, before this sequence
    /// is subscribed.
    ///
    /// - Parameter element: The element to emit first.
    /// - Returns: The `Infallible`, prefixed.
    /// - SeeAlso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// Returns an `Infallible` that, for each element of this one, emits `resultSelector`
    /// applied to it and the latest element of `second`; elements before `second` has
    /// emitted are dropped.
    ///
    /// As `Observable.withLatestFrom`: `second` is subscribed first, and the result
    /// completes when this sequence completes.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined.
    ///   - resultSelector: Makes an element from both; an error it throws is delivered.
    /// - Returns: The `Infallible` of combinations.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible<ResultType>(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Returns an `Infallible` that, for each element of this one, emits the latest element
    /// of `second`; elements before `second` has emitted are dropped.
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The `Infallible` of `second`'s latest elements.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
