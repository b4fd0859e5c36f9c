/// An observer that applies each element to a target object on a scheduler, for binding a
/// sequence to a property of a view or any other object: `source.bind(to: label.rx.text)`.
///
/// It enforces RxSwift's binding rules:
/// - Each element is applied by `binding` in an action scheduled on the binder's scheduler
///   (the main queue by default), one `schedule` call per element, so the elements reach the
///   target in the order the scheduler runs that scheduler's actions.
/// - The target is held weakly, by the binder and by the actions it schedules: an element
///   whose action runs after the target is gone is dropped, and binding never keeps the
///   target alive.
/// - Completion is ignored: the target keeps its last value.
/// - An error is a bug in the chain bound here (a binding is for sequences that never fail):
///   it stops the program in debug builds and is printed in release builds, as with
///   `bind(onNext:)`.
///
/// A `Binder` has no state of its own beyond the weak reference and may receive events from
/// any thread; `binding` runs wherever the scheduler runs its work. With the default
/// scheduler on Linux, that work runs only while the main thread is in `dispatchMain()` or
/// runs a `RunLoop` (see `MainScheduler`); tests pass a virtual-time scheduler instead.
public struct Binder<Value>: ObserverType {
    /// The type of element this observer receives.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that applies each element to `target` with `binding`, on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object the elements are applied to, held weakly.
    ///   - scheduler: Where `binding` runs; a new `MainScheduler` by default, as in RxSwift,
    ///     which applies an element at once when it arrives on the main queue with nothing
    ///     of this binder's queued there, and dispatches it to the main queue otherwise.
    ///   - binding: Applies an element to the target.
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                // The action re-captures the target weakly: a pending action must not keep
                // it alive until the scheduler runs.
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                bindingFailed("Binder", error)
            case .completed:
                break
            }
        }
    }

    /// Schedules the binding of a `next` element; ignores completion and stops the program
    /// on an error in debug builds.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Erases this binder's type.
    ///
    /// - Returns: An observer that forwards every event to this binder.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
