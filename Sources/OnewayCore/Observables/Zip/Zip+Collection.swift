extension ObservableType {
    /// Returns a sequence that pairs the sources' elements by position: its nth element is
    /// `resultSelector` applied to the nth element of every source.
    ///
    /// The sources are subscribed in collection order and their elements are buffered until
    /// every source has one. The result completes when every source has completed, or as
    /// soon as a source emits an element that cannot be paired while every other source has
    /// completed. It fails with the first error of a source or of `resultSelector`. An empty
    /// collection completes at once. Sources may emit on any thread; results are delivered
    /// one at a time, and `resultSelector` runs outside every lock, on the thread that
    /// delivers.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Makes an element from one element of each source, in collection
    ///     order.
    /// - Returns: The sequence of combinations.
    /// - Complexity: Memory grows with the number of elements a fast source is ahead.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        guard !sources.isEmpty else { return empty() }
        return Producer { sink in
            let combining = CombiningSink(
                arity: sources.count,
                storage: ContiguousArray(repeating: Queue<Collection.Element.Element>(), count: sources.count),
                pairing: .inOrder,
                completesWhenOthersDone: true,
                sink: sink,
                snapshot: { buffers in buffers.indices.map { buffers[$0].popFirst()! } },
                resultSelector: resultSelector
            )
            for (index, source) in sources.enumerated() {
                combining.subscribe(source, at: index) { $0[index].append($1) }
            }
            return combining.disposable
        }
    }

    /// Returns a sequence that pairs the sources' elements by position: its nth element is
    /// the array of the nth element of every source, in collection order.
    ///
    /// Completion, errors and threading are those of `zip(_:resultSelector:)`; an empty
    /// collection completes at once.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of elements.
    /// - SeeAlso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}
