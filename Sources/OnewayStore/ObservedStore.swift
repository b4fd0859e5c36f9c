import Observation
import OnewayCore

/// A store's state as an `@Observable` model on the main actor, for SwiftUI and any other
/// code that tracks changes with the Observation framework.
///
/// ```swift
/// @State private var model = ObservedStore(store)
/// var body: some View { Text(model.state.name) }   // redrawn when the state changes
/// ```
///
/// `state` follows the store on the main actor: every state the store delivers to its
/// observers is assigned on the main queue, in the store's order (states another thread's
/// dispatches made during a notification may be skipped, as for any observer of the store).
/// A dispatch made on the main queue, when nothing else is queued there, is reflected
/// before `dispatch(_:)` returns. The model holds the store; releasing the model ends its
/// subscription.
@MainActor
@Observable
public final class ObservedStore<StateType, ActionType> {
    /// The store's latest state, as delivered on the main actor.
    public private(set) var state: StateType

    /// The store this model follows.
    @ObservationIgnored public let store: Store<StateType, ActionType>
    @ObservationIgnored private let subscription = SingleAssignmentDisposable()

    /// Creates a model that follows `store` from now on.
    ///
    /// - Parameter store: The store whose state the model publishes.
    public init(_ store: Store<StateType, ActionType>) {
        self.store = store
        state = store.state
        subscription.setDisposable(
            store.observe()
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { [weak self] state in
                    // MainScheduler runs this on the main queue, the main actor's executor.
                    MainActor.assumeIsolated { self?.state = state }
                })
        )
    }

    deinit {
        subscription.dispose()
    }

    /// Dispatches `action` to the store.
    ///
    /// - Parameter action: The action; see `Store.dispatch(_:)` for the ordering guarantees.
    public func dispatch(_ action: ActionType) {
        store.dispatch(action)
    }
}
