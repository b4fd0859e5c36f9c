extension ObservableType {
    /// Returns the elements of the sequence `selector` makes from the most recent element
    /// only.
    ///
    /// When an element arrives, `selector` runs, the subscription to the previous inner
    /// sequence is disposed, and then the new one is subscribed, on the thread that
    /// delivered the element; nothing from a replaced inner sequence is delivered after
    /// that, even from another thread. The result completes when this sequence has
    /// completed and the latest inner sequence (if any) has completed too, so an outer
    /// completion waits for a live inner sequence. It fails with the first error of this
    /// sequence or of the latest inner one, or an error `selector` throws. Elements are
    /// delivered one at a time.
    ///
    /// - Parameter selector: Makes the inner sequence of each element.
    /// - Returns: The elements of the latest inner sequence.
    /// - SeeAlso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Producer { sink in
            SwitchSink<Element, Source>(sink: sink, selector: selector).run(source)
        }
    }
}
