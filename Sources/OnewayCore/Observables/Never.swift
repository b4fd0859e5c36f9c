extension ObservableType {
    /// Returns a sequence that never emits and never terminates.
    ///
    /// - SeeAlso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }
}
