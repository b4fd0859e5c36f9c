/// The closures given to `subscribe(onNext:onError:onCompleted:onDisposed:)`, and what each
/// event does with them, shared by the two observers that end such a chain.
@usableFromInline
struct SubscribeHandlers<Element> {
    @usableFromInline let onNext: ((Element) -> Void)?
    /// The caller's `onError`; without one, `nil` or, when a call stack was recorded at
    /// subscription, a closure passing it to `Hooks.defaultErrorHandler`. Kept in one field
    /// rather than beside the stack: the observer holding it then fits a smaller malloc size
    /// class, which every live subscription pays.
    @usableFromInline let onError: ((any Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?

    /// The handlers for the caller's closures; records the call stack for an error with no
    /// `onError`, if `Hooks` asks for it.
    @inlinable
    init(
        onNext: ((Element) -> Void)?,
        onError: ((any Error) -> Void)?,
        onCompleted: (() -> Void)?
    ) {
        self.onNext = onNext
        if let onError {
            self.onError = onError
        } else {
            let callStack = Hooks.subscriptionCallStack()
            self.onError = callStack.isEmpty ? nil : { error in Hooks.defaultErrorHandler(callStack, error) }
        }
        self.onCompleted = onCompleted
    }

    /// Calls the closure for `event`, whatever the state of the subscription: the observer
    /// holding these handlers, or the source, has checked it.
    @inlinable
    @inline(__always)
    func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler([], error)
            }
        case .completed:
            onCompleted?()
        }
    }
}
