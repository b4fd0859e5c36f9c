extension ObservableType {
    /// Returns a sequence of groups: the first element with a new key (given by
    /// `keySelector`) emits a `GroupedObservable` for that key, and each element is then
    /// sent to its key's group.
    ///
    /// A group is emitted before its first element is sent to it, so a subscriber that
    /// subscribes to the group as it arrives receives every element of that key; groups are
    /// hot, so a later subscriber misses earlier elements (and, after the end, gets only the
    /// terminal event). When this sequence completes or fails, every group and then the
    /// result receive that event; an error thrown by `keySelector` fails them all the same
    /// way. The source subscription lives while the result or any group is subscribed:
    /// disposing the result alone keeps the subscribed groups running. Events are delivered
    /// on the thread that delivers the source's events.
    ///
    /// - Parameter keySelector: Gives the key of each element.
    /// - Returns: The sequence of groups.
    /// - SeeAlso: [groupBy operator on reactivex.io](http://reactivex.io/documentation/operators/groupby.html)
    public func groupBy<Key: Hashable>(
        keySelector: @escaping (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Producer { sink in
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: subscription)
            // Touched only from the source's callbacks, which are serial.
            var groups: [Key: PublishSubject<Element>] = [:]
            var isStopped = false

            func terminate(_ event: Event<Element>, _ outer: Event<GroupedObservable<Key, Element>>) {
                isStopped = true
                let subjects = groups.values
                groups = [:]
                for subject in subjects { subject.on(event) }
                sink.on(outer)
                // The source is done; end its subscription even while groups are subscribed.
                subscription.dispose()
            }

            subscription.setDisposable(
                source._subscribe { event in
                    // A source that keeps sending after `keySelector` failed opens no more groups.
                    guard !isStopped else { return }
                    switch event {
                    case .next(let element):
                        let key: Key
                        do {
                            key = try keySelector(element)
                        } catch {
                            return terminate(.error(error), .error(error))
                        }
                        if let subject = groups[key] {
                            subject.onNext(element)
                        } else {
                            let subject = PublishSubject<Element>()
                            groups[key] = subject
                            sink.onNext(GroupedObservable(key: key, source: refCounted(subject, by: refCount)))
                            subject.onNext(element)
                        }
                    case .error(let error):
                        terminate(.error(error), .error(error))
                    case .completed:
                        terminate(.completed, .completed)
                    }
                })
            return refCount
        }
    }
}
