extension ObservableType {
    /// Returns a sequence that, on each subscription, obtains a resource from
    /// `resourceFactory`, subscribes to the sequence `observableFactory` makes with it, and
    /// disposes the resource when the subscription ends.
    ///
    /// The subscription ends on the sequence's completion or error (after the event is
    /// delivered) or on disposal; the inner subscription is disposed first, then the
    /// resource. If `resourceFactory` throws, the error is delivered at once; if
    /// `observableFactory` throws, the error is delivered and the resource disposed at once.
    ///
    /// - Parameters:
    ///   - resourceFactory: Obtains the resource for one subscription.
    ///   - observableFactory: Makes the sequence that uses the resource.
    /// - Returns: A sequence whose subscriptions own their resource.
    /// - SeeAlso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { sink in
            let resource: Resource
            let source: Observable<Element>
            do {
                resource = try resourceFactory()
            } catch {
                sink.onError(error)
                return Disposables.create()
            }
            do {
                source = try observableFactory(resource)
            } catch {
                sink.onError(error)
                return resource
            }
            return Disposables.create(source._subscribe(sink.on), resource)
        }
    }
}
