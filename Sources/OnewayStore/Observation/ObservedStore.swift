import Observation
import OnewayCore

/// A store's state as an `Observable` model on the main actor, for SwiftUI and any other
/// code that tracks changes with the Observation framework.
///
/// ```swift
/// @State private var model = ObservedStore(store)
/// var body: some View { Text(model.name) }   // redrawn when `name` changes, not for other fields
/// ```
///
/// Read the state's fields as members of the model: `model.name` reads `state.name` and
/// registers that field alone, so a reader is notified only when a field it read changes (see
/// ``subscript(dynamicMember:)-96ysp``). A nested read, `model.user.name`, registers its first
/// component, `user`. Reading ``state`` registers the whole state: its readers are notified by
/// every change. <doc:UsingAStoreFromSwiftUI> shows the model in SwiftUI views.
///
/// The model follows the store on the main actor: every state the store delivers to its
/// observers is assigned on the main queue, in the store's order (states another thread's
/// dispatches made during a notification may be skipped, as for any observer of the store).
/// A dispatch made on the main queue, when nothing else is queued there, is reflected
/// before ``dispatch(_:)`` returns. When a state arrives, the readers of a field are notified
/// when it differs from the model's current one (`!=`); a field whose type is not `Equatable`
/// notifies its readers at every state the model receives. When the state is `Equatable`, a
/// state equal to the current one notifies no observer at all, as for an `@Observable`
/// property. As with any `Observable` model, a notification covers the next change: a reader
/// reads again to follow the ones after it, as a SwiftUI view does when it redraws.
///
/// The cost of a state grows with what is read, not with the state's size: the model compares
/// only the fields read since they last changed, and announces only those that differ.
///
/// The model holds the store; releasing the model ends its subscription.
@MainActor
@dynamicMemberLookup
public final class ObservedStore<StateType, ActionType>: Observation.Observable {
    /// The store's latest state, as delivered on the main actor.
    ///
    /// Reading it inside `withObservationTracking` (a SwiftUI `body`, for one) registers the
    /// reader for the next change of any part of the state; to be notified only by the
    /// fields read, read them as members of the model instead (`model.name`).
    public var state: StateType {
        registrar.access(self, keyPath: registeredKeyPath)
        stateIsTracked = true
        return latestState
    }

    /// The store this model follows.
    public let store: Store<StateType, ActionType>

    // Unchecked, as the properties below: touched only on the main actor, and no access to
    // them outlasts a copy, an assignment or a comparison, so the runtime's exclusivity
    // checks (several per state) have nothing to catch.
    @exclusivity(unchecked) @usableFromInline var latestState: StateType
    /// Whether `state` was read since it last changed: only then is a new state compared
    /// with the current one and announced as a whole.
    @exclusivity(unchecked) @usableFromInline var stateIsTracked = false
    /// The fields read as members of the model.
    @exclusivity(unchecked) @usableFromInline var fields = ObservedFields()
    @usableFromInline let registrar = ObservationRegistrar()
    /// The key path every registration and announcement names, the whole state's (with
    /// `registrar`) and each field's (with the field's own registrar).
    // Written by hand rather than by `@Observable`, whose accessors use the literal `\.state`:
    // in a generic class the runtime instantiates that key path at each use. Made once here
    // instead, and of the stored property rather than of `state`: Observation hashes the path
    // at each registration and announcement, and a stored property's hashes faster than a
    // computed one's (see "ObservedStore" in Benchmarks/README.md).
    @usableFromInline let registeredKeyPath: KeyPath<ObservedStore, StateType>
    @usableFromInline let isUnchanged: ((StateType, StateType) -> Bool)?
    @usableFromInline let subscription = SingleAssignmentDisposable()

    /// Creates a model that follows `store` from now on; every state delivered notifies
    /// the readers of the whole state and of the fields whose values changed.
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
        registeredKeyPath = \ObservedStore.latestState
    }

    /// Subscribes the model to `store`'s states, on the main queue.
    ///
    /// Inlinable, with `receive`, so that the whole path from the store to the model is
    /// specialized for the caller's state type: unspecialized, most of a dispatch went to
    /// generic-metadata look-ups.
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
                    // only: the runtime's check (`assumeIsolated`'s) allocates at every state.
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
