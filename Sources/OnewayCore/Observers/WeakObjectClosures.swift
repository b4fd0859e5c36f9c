/// The closures of every `subscribe(with:…)` and `bind(with:onNext:)`: each holds the
/// object weakly and hands it to the user's closure.
///
/// A closure made here never keeps `object` alive. Once `object` is deallocated it does
/// nothing; until then it calls the user's closure, if any, with `object` held for the call
/// only. It is a closure even when the user's is `nil`, as in RxSwift, so that the
/// subscription it is given to treats the event as handled (an error with no `onError` is
/// dropped, not sent to `Hooks.defaultErrorHandler`).
@usableFromInline
enum WeakObjectClosures {
    /// A closure that passes `object`, while it lives, and its argument to `handler`.
    @inlinable
    static func passing<Object: AnyObject, Value>(
        _ object: Object,
        to handler: ((Object, Value) -> Void)?
    ) -> (Value) -> Void {
        { [weak object] value in
            guard let object else { return }
            handler?(object, value)
        }
    }

    /// A closure that passes `object`, while it lives, to `handler`.
    @inlinable
    static func passing<Object: AnyObject>(_ object: Object, to handler: ((Object) -> Void)?) -> () -> Void {
        { [weak object] in
            guard let object else { return }
            handler?(object)
        }
    }
}
