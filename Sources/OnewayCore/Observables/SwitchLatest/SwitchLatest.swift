extension ObservableType where Element: ObservableConvertibleType {
    /// Returns a sequence of the elements of the most recent inner sequence only.
    ///
    /// When the outer sequence emits an inner sequence, the subscription to the previous
    /// inner sequence is disposed first, then the new one is subscribed; nothing from a
    /// replaced inner sequence is delivered after that, even if it runs on another thread.
    /// The result completes when the outer sequence has completed and the latest inner
    /// sequence (if any) has completed too, and fails with the first error of the outer
    /// sequence or of the latest inner one. Elements are delivered one at a time, on the
    /// thread that delivers.
    ///
    /// - Returns: The sequence of the latest inner sequence's elements.
    /// - SeeAlso: [switch operator on reactivex.io](http://reactivex.io/documentation/operators/switch.html)
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { sink in
            SwitchSink<Element, Element>(sink: sink, selector: { $0 }).run(source)
        }
    }
}
