extension ObservableType {
    /// Returns the elements of the sequences `selector` makes from each element, merged
    /// in the order they arrive.
    ///
    /// Each element's sequence is subscribed as soon as the element arrives, on the thread
    /// that delivered it, and runs alongside the others. The result completes once this
    /// sequence and every inner sequence have completed, and fails with the first error of
    /// any of them, or an error `selector` throws (every subscription then ends). Inner
    /// sequences may emit on any thread; their elements are delivered one at a time.
    ///
    /// - Parameter selector: Makes the inner sequence of each element.
    /// - Returns: The merged elements of the inner sequences.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merging(maxConcurrent: .max, selector)
    }

    /// Returns the elements of the sequences `selector` makes from each element, one
    /// sequence after the other, in the order of the elements.
    ///
    /// `selector` runs as each element arrives; its sequence is subscribed when the previous
    /// one has completed (at once if none is active), and waits in a queue until then. The
    /// result completes once this sequence and every inner sequence have completed, and
    /// fails with the first error of any of them, or an error `selector` throws. A long run
    /// of inner sequences that complete synchronously does not grow the stack.
    ///
    /// - Parameter selector: Makes the inner sequence of each element.
    /// - Returns: The concatenated elements of the inner sequences.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merging(maxConcurrent: 1, selector)
    }

    private func merging<Source: ObservableConvertibleType>(
        maxConcurrent: Int,
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            let merging = MergeSink<Element, Source.Element>(sink: sink, maxConcurrent: maxConcurrent) {
                try selector($0).asObservable()
            }
            merging.run(source)
            return merging.disposable
        }
    }
}
