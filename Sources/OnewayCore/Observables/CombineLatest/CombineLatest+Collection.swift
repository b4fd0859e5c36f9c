extension ObservableType {
    /// Returns a sequence that, whenever any source emits, emits `resultSelector` applied
    /// to the latest element of every source, once each has emitted at least one.
    ///
    /// The sources are subscribed in collection order. The result completes when every
    /// source has completed, or as soon as a source emits while every other source has
    /// completed and some source never emitted (no combination can ever be made). It fails
    /// with the first error of a source or of `resultSelector`. An empty collection emits
    /// `resultSelector([])` and completes. Sources may emit on any thread; results are
    /// delivered one at a time, and `resultSelector` runs outside every lock, on the thread
    /// that delivers.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Makes an element from the latest elements, in collection order.
    /// - Returns: The sequence of combinations.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        guard !sources.isEmpty else {
            return Producer { sink in
                do {
                    sink.onNext(try resultSelector([]))
                    sink.onCompleted()
                } catch {
                    sink.onError(error)
                }
                return Disposables.create()
            }
        }
        return Producer { sink in
            let combining = CombiningSink(
                arity: sources.count,
                storage: ContiguousArray<Collection.Element.Element?>(repeating: nil, count: sources.count),
                pairing: .latest,
                completesWhenOthersDone: true,
                sink: sink,
                snapshot: { $0 },
                resultSelector: { latest in try resultSelector(latest.map { $0! }) }
            )
            for (index, source) in sources.enumerated() {
                combining.subscribe(source, at: index) { $0[index] = $1 }
            }
            return combining.disposable
        }
    }

    /// Returns a sequence that, whenever any source emits, emits an array of the latest
    /// element of every source, in collection order, once each has emitted at least one.
    ///
    /// Completion, errors and threading are those of
    /// `combineLatest(_:resultSelector:)`; an empty collection emits `[]` and completes.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements.
    /// - SeeAlso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}
