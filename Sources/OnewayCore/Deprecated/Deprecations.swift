// Every deprecated name Oneway keeps so that older RxSwift code compiles, in one place.

/// A value that broadcasts every change: RxSwift's `Variable` (deprecated in RxSwift 4,
/// removed in 6), kept so that older code compiles. Use `BehaviorRelay` instead.
///
/// Setting `value` stores it and sends it to the current observers, even when it equals the
/// old value. `asObservable()` gives new subscribers the current value first. The sequence
/// never errors; it completes when the `Variable` is deallocated, as RxSwift's did (a
/// `BehaviorRelay` never completes). Thread-safe, with `BehaviorRelay`'s ordering: reading
/// `value` right after setting it returns the new value, but `value += 1` from two threads
/// is a read then a write, not one atomic step.
@available(*, deprecated, message: "Variable is deprecated: use BehaviorRelay (read `value`, write with `accept(_:)`)")
public final class Variable<Element> {
    // Sendable when its elements are (below): the relay's subject guards the value with its lock.
    private let relay: BehaviorRelay<Element>

    /// Creates a variable holding `value`.
    public init(_ value: Element) {
        relay = BehaviorRelay(value: value)
    }

    /// The current value; setting it broadcasts the new value to every observer.
    public var value: Element {
        get { relay.value }
        set { relay.accept(newValue) }
    }

    /// The current value followed by every later one, completing when the variable is
    /// deallocated.
    public func asObservable() -> Observable<Element> {
        relay.asObservable()
    }

    deinit {
        relay.subject.on(.completed)
    }
}

// Checked: the variable holds nothing but its relay.
@available(*, deprecated, message: "Variable is deprecated: use BehaviorRelay (read `value`, write with `accept(_:)`)")
extension Variable: Sendable where Element: Sendable {}

extension Disposable {
    /// Adds this disposable to `bag`: the name RxSwift used for `disposed(by:)` before 4.0,
    /// kept so that older code compiles.
    ///
    /// - Parameter bag: The bag that disposes this disposable when it is deallocated.
    @available(*, deprecated, renamed: "disposed(by:)", message: "addDisposableTo(_:) is deprecated: use disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}
