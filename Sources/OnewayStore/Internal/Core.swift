import OnewayCore

/// What a `Store` is made of: its root store's machinery (``RootCore``), or a part of another
/// store (``ScopedCore``). Every public method of `Store` forwards to one of these methods, so
/// a store never asks which kind it is, and a new method added here must be written for both.
///
/// Each method does what the `Store` method of the same name promises. Where the root core
/// needs code specialized for the caller's types (an observation's per-state closure, the
/// effect's dispatch), the inlinable `Store` method builds it in the caller's module and
/// passes it in; a scoped core, whose work happens in its root's types, does not use it.
@usableFromInline
protocol Core<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action

    /// The current state (`Store.state`).
    var state: State { get }

    /// Applies `action` (`Store.dispatch(_:)`).
    func dispatch(_ action: Action)

    /// `Store.observe(_:)` of an `Equatable` value; `make` builds the root's observation.
    func observeDistinct<T: Equatable>(_ keyPath: KeyPath<State, T>, make: @escaping ObservationMaker<State, T>)
        -> Observable<T>

    /// `Store.observe(_:comparer:)` of a key path; `make` builds the root's observation.
    func observe<T>(
        _ keyPath: KeyPath<State, T>, comparer: @escaping (T, T) -> Bool, make: @escaping ObservationMaker<State, T>
    ) -> Observable<T>

    /// `Store.observe(_:comparer:)` of a selector; `make` builds the root's observation.
    func observe<T>(
        _ select: @escaping (State) -> T, comparer: @escaping (T, T) -> Bool,
        make: @escaping ObservationMaker<State, T>
    ) -> Observable<T>

    /// Every notified value at `keyPath`, without comparing (`Store.observe()` with `\.self`);
    /// `make` builds the root's observation.
    func observeEvery<T>(_ keyPath: KeyPath<State, T>, make: @escaping ObservationMaker<State, T>) -> Observable<T>

    /// `Store.actions`.
    var actions: Observable<Action> { get }

    /// `Store.run(_:)`; `states` is the store's `observe()`, and `subscribe` subscribes the
    /// store's dispatch to the effect's output, calling `onDisposed` when that subscription
    /// ends. The caller makes `subscribe`, so that each of the effect's actions reaches
    /// `dispatch` through code specialized for the store's types.
    func run(
        _ effect: Effect<State, Action>, states: Observable<State>,
        subscribe: @escaping EffectSubscriber<Action>
    ) -> Disposable

    /// The core of `Store.scope(state:action:)` called on `store`, the façade over this core,
    /// linked straight to the root store.
    func scope<Child, ChildAction>(
        of store: Store<State, Action>, state: KeyPath<State, Child>, action: ActionPath<Action, ChildAction>
    ) -> any Core<Child, ChildAction>

    /// `Store.persist(_:to:interval:scheduler:)`; `isSame` is `nil` for a value that is
    /// compared by its encoding when saved.
    func persist<Value: Codable & Sendable>(
        _ part: KeyPath<State, Value>, to file: StateFile<Value>, interval: RxTimeInterval,
        scheduler: (any SchedulerType)?, isSame: ((Value, Value) -> Bool)?
    ) -> StatePersistence<Value>
}

/// Builds an observation and the closure the root store calls for each notified state (see
/// `StateObservation.make`).
@usableFromInline
typealias ObservationMaker<State, Value> = () -> (StateObservation<State, Value>, StoreObserver<State>)

/// Subscribes a store's dispatch to an effect's output; the subscription calls `onDisposed`
/// when it ends (see `Core.run`).
@usableFromInline
typealias EffectSubscriber<Action> = (_ output: Observable<Action>, _ onDisposed: @escaping () -> Void) -> Disposable
