extension ObservableType {
    /// Returns a sequence that fails at once with `error`.
    ///
    /// - SeeAlso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    public static func error(_ error: any Error) -> Observable<Element> {
        Producer { sink in
            sink.onError(error)
            return Disposables.create()
        }
    }
}
