/// Returns a sequence that subscribes to `source` and holds a reference on `refCount` for
/// as long as each subscription lasts: what a `window` or a `groupBy` group hands out, so
/// that the shared upstream subscription lives while any window or group is observed.
///
/// A subscription releases its reference when it is disposed or when `source` terminates
/// (the sink then disposes it). After `refCount` has disposed its resource, subscriptions
/// take no reference.
func refCounted<Element>(_ source: Observable<Element>, by refCount: RefCountDisposable) -> Observable<Element> {
    Producer { sink in
        let release = refCount.retain()
        return Disposables.create(source._subscribe(sink.on), release)
    }
}
