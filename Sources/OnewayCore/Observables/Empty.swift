extension ObservableType {
    /// Returns a sequence that completes at once, with no element.
    ///
    /// - SeeAlso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func empty() -> Observable<Element> {
        Producer { sink in
            sink.onCompleted()
            return Disposables.create()
        }
    }
}
