extension Sink {
    /// A sink of `Source` values that forwards each as the element `selector` makes of it.
    ///
    /// Multi-input operators decide under their lock which values to combine but must not
    /// call the user's selector there; they queue the values in a `SerializedSink` built on
    /// this sink, so that the selector runs in the deliverer, outside every lock, and in
    /// the order the values were decided. An error thrown by `selector` ends the
    /// subscription with that error; nothing is selected after it has ended.
    func selecting<Source>(_ selector: @escaping (Source) throws -> Element) -> Sink<Source> {
        // Its own disposer only guards its grammar; ending the subscription (and disposing
        // upstream) is the job of `self`, which every event is forwarded to.
        Sink<Source>(
            handler: { event in
                switch event {
                case .next(let value):
                    guard !self.isDisposed else { return }
                    do {
                        self.onNext(try selector(value))
                    } catch {
                        self.onError(error)
                    }
                case .error(let error):
                    self.onError(error)
                case .completed:
                    self.onCompleted()
                }
            },
            disposer: SinkDisposer()
        )
    }
}
