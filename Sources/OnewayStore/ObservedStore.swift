import Observation
import OnewayCore

/// A store's state as an `Observable` model on the main actor, for SwiftUI and any other
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
/// before `dispatch(_:)` returns. When the state is `Equatable`, a state equal to the
/// current one notifies no observer, as for an `@Observable` property. The model holds the
/// store; releasing the model ends its subscription.
@MainActor
public final class ObservedStore<StateType, ActionType>: Observation.Observable {
    /// The store's latest state, as delivered on the main actor.
    ///
    /// Reading it inside `withObservationTracking` (a SwiftUI `body`, for one) registers
    /// the reader for the next change.
    public var state: StateType {
        registrar.access(self, keyPath: stateKeyPath)
        return latestState
    }

    /// The store this model follows.
    public let store: Store<StateType, ActionType>

    // Unchecked: touched only on the main actor, and no access to it outlasts a copy or an
    // assignment, so the runtime's exclusivity checks (two per state) have nothing to catch.
    @exclusivity(unchecked) @usableFromInline var latestState: StateType
    @usableFromInline let registrar = ObservationRegistrar()
    // Written by hand rather than by `@Observable`, whose accessors use the literal `\.state`:
    // in a generic class the runtime instantiates that key path at each use, about 1 µs per
    // read of `state` and per change on the reference machine, against 5 and 50 ns with the
    // key path made once, here.
    @usableFromInline let stateKeyPath: KeyPath<ObservedStore, StateType>
    @usableFromInline let isUnchanged: ((StateType, StateType) -> Bool)?
    @usableFromInline let subscription = SingleAssignmentDisposable()

    /// Creates a model that follows `store` from now on; every state delivered notifies
    /// the model's observers.
    ///
    /// - Parameter store: The store whose state the model publishes.
    @inlinable
    public convenience init(_ store: Store<StateType, ActionType>) {
        self.init(store, isUnchanged: nil)
        follow(store)
    }

    @usableFromInline
    init(_ store: Store<StateType, ActionType>, isUnchanged: ((StateType, StateType) -> Bool)?) {
        self.store = store
        self.isUnchanged = isUnchanged
        latestState = store.state
        stateKeyPath = \ObservedStore.state
    }

    /// Subscribes the model to `store`'s states, on the main queue.
    ///
    /// Inlinable, with `receive`, so that the whole path from the store to the model is
    /// specialized for the caller's state type: unspecialized, about half of a dispatch's
    /// instructions were generic-metadata look-ups.
    @inlinable
    func follow(_ store: Store<StateType, ActionType>) {
        // A `weak let` rather than `[weak self]`, whose capture is a variable: reading it
        // costs a runtime exclusivity check per state.
        weak let model = self
        subscription.setDisposable(
            store.observe()
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { state in
                    // A main-actor closure (formed here, on the main actor), which MainScheduler
                    // runs on the main queue, the main actor's executor. Checked in debug builds
                    // only: the runtime's check (`assumeIsolated`'s, with an allocation) cost
                    // about 80 ns per state on the reference machine.
                    #if DEBUG
                        MainActor.preconditionIsolated("ObservedStore: a state was delivered off the main actor")
                    #endif
                    model?.receive(state)
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

    @inlinable
    func receive(_ newState: StateType) {
        if let isUnchanged, isUnchanged(latestState, newState) {
            // Keeps the newer copy, which shares the store's current buffers, and frees the older.
            latestState = newState
            return
        }
        // What `withMutation` does, without its closure: a main-actor closure literal handed to
        // the Observation module gets a dynamic isolation check, about a third of `receive`.
        registrar.willSet(self, keyPath: stateKeyPath)
        latestState = newState
        registrar.didSet(self, keyPath: stateKeyPath)
    }
}

extension ObservedStore where StateType: Equatable {
    /// Creates a model that follows `store` from now on; a state equal to the current one
    /// notifies no observer.
    ///
    /// - Parameter store: The store whose state the model publishes.
    @inlinable
    public convenience init(_ store: Store<StateType, ActionType>) {
        self.init(store, isUnchanged: { $0 == $1 })
        follow(store)
    }
}
