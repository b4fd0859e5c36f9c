extension ObservableType where Element: ObservableConvertibleType {
    /// Returns a sequence of the elements of every inner sequence, in the order they arrive.
    ///
    /// Each inner sequence is subscribed as soon as the outer sequence emits it. The result
    /// completes when the outer sequence and every inner sequence have completed, and fails
    /// with the first error of any of them (every subscription then ends). Inner sequences
    /// may emit on any thread; elements are delivered one at a time, on the thread that
    /// delivers.
    ///
    /// - Returns: The merged sequence.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public func merge() -> Observable<Element.Element> {
        merge(maxConcurrent: .max)
    }

    /// Returns a sequence of the elements of every inner sequence, subscribed to at most
    /// `maxConcurrent` at a time.
    ///
    /// An inner sequence that arrives while `maxConcurrent` are active waits in a queue and
    /// is subscribed, in arrival order, when an active one completes. Completion, errors and
    /// threading are those of `merge()`.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once.
    /// - Returns: The merged sequence.
    /// - Precondition: `maxConcurrent > 0`.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        require(maxConcurrent > 0, "merge(maxConcurrent:) needs maxConcurrent > 0, got \(maxConcurrent)")
        let source = asObservable()
        return Producer { sink in
            let merging = MergeSink<Element, Element.Element>(sink: sink, maxConcurrent: maxConcurrent) {
                $0.asObservable()
            }
            merging.run(source)
            return merging.disposable
        }
    }
}

extension ObservableType {
    /// Returns a sequence of the elements of every source in `sources`, in the order they
    /// arrive.
    ///
    /// Every source is subscribed at once, in collection order. The result completes when
    /// every source has completed (at once for an empty collection), and fails with the first
    /// error (every subscription then ends). Sources may emit on any thread; elements are
    /// delivered one at a time, on the thread that delivers.
    ///
    /// - Parameter sources: The sources.
    /// - Returns: The merged sequence.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        merge(Array(sources))
    }

    /// Returns a sequence of the elements of every source in `sources`, in the order they
    /// arrive; see `merge(_:)` for a collection.
    ///
    /// - Parameter sources: The sources.
    /// - Returns: The merged sequence.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Producer { sink in
            let merging = MergeSink<Observable<Element>, Element>(sink: sink) { $0 }
            merging.run(sources)
            return merging.disposable
        }
    }

    /// Returns a sequence of the elements of every source, in the order they arrive; see
    /// `merge(_:)` for a collection.
    ///
    /// - Parameter sources: The sources.
    /// - Returns: The merged sequence.
    /// - SeeAlso: [merge operator on reactivex.io](http://reactivex.io/documentation/operators/merge.html)
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }
}
