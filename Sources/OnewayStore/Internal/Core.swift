import OnewayCore

/// What a `Store` is made of: a root store's machinery (``RootCore``), or a part of another
/// store (``ScopedCore``). Both implement every requirement; `Store` builds the rest of its
/// API (`scope`, the `observe` variants) on these once, and `run` and `persist` on its
/// root's (`StoreRoot`), so a store never asks which kind it is.
@usableFromInline
protocol Core<State, Action>: AnyObject {
    associatedtype State
    associatedtype Action

    /// The current state (`Store.state`).
    var state: State { get }

    /// Applies `action` (`Store.dispatch(_:)`).
    func dispatch(_ action: Action)

    /// The values `request` reads from each notified state (every `Store.observe`).
    func observe<Value>(_ request: ObservationRequest<State, Value>) -> Observable<Value>

    /// The actions applied, each after the state observers saw it (`Store.actions`).
    var actions: Observable<Action> { get }
}

/// What only a root store has, reached from every store scoped from it: its lifetime, which
/// effects run within, and its change notifications, which a persistence listens to. A
/// scoped store has its root's, narrowed to its part (`scoped(to:action:)`).
@usableFromInline
struct StoreRoot<State, Action> {
    /// Dispatches the actions of `output` until it ends, the returned disposable is disposed
    /// or the root store is released (`Store.run(_:)`, which makes `output`).
    @usableFromInline let run: (Observable<Action>) -> Disposable
    /// A watch of the state, which tells a persistence when it changed (`Store.persist`).
    @usableFromInline let watch: () -> StateWatch<State>

    @usableFromInline
    init(run: @escaping (Observable<Action>) -> Disposable, watch: @escaping () -> StateWatch<State>) {
        self.run = run
        self.watch = watch
    }

    /// The root's, for a store whose state is `path` of this one's and whose actions
    /// `action` embeds in this one's.
    func scoped<Part, PartAction>(
        to path: KeyPath<State, Part>, action: ActionPath<Action, PartAction>
    ) -> StoreRoot<Part, PartAction> {
        let (run, watch) = (run, watch)
        return StoreRoot<Part, PartAction>(
            run: { output in run(output.map(action.embed)) }, watch: { watch().narrowed(to: path) })
    }
}

/// What `Store.observe` asks its core for: the value to read from each notified state, when
/// two values count as the same, and whether subscribers of the same key path share one
/// observation.
@usableFromInline
struct ObservationRequest<State, Value> {
    @usableFromInline
    enum Part {
        case keyPath(KeyPath<State, Value>)
        case select((State) -> Value)
    }

    @usableFromInline let part: Part
    /// `nil` to deliver every notified state's value.
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    @usableFromInline let isShared: Bool
    /// Makes the observation and the closure the root store calls for each notified state.
    /// Made with the request, in the module that made it: from the inlinable `Store` methods,
    /// specialized for the caller's types (see `StateObservation.make`).
    @usableFromInline let make: ObservationMaker<State, Value>

    @inlinable
    init(_ part: Part, isDuplicate: ((Value, Value) -> Bool)?, isShared: Bool) {
        self.part = part
        self.isDuplicate = isDuplicate
        self.isShared = isShared
        switch part {
        case .keyPath(let keyPath):
            make = { StateObservation.make(read: StateRead(keyPath), isDuplicate: isDuplicate) }
        case .select(let select):
            make = { StateObservation.make(read: .select(select), isDuplicate: isDuplicate) }
        }
    }

    /// What identifies a shared observation, if this one may be shared: a key path, with or
    /// without comparison.
    var key: ObservationKey? {
        guard isShared, case .keyPath(let keyPath) = part else { return nil }
        return ObservationKey(keyPath, isCompared: isDuplicate != nil)
    }

    /// The same request of a store whose state holds this one's at `path`.
    func scoped<Parent>(to path: KeyPath<Parent, State>) -> ObservationRequest<Parent, Value> {
        switch part {
        case .keyPath(let keyPath):
            ObservationRequest<Parent, Value>(
                .keyPath(path.appending(path: keyPath)), isDuplicate: isDuplicate, isShared: isShared)
        case .select(let select):
            ObservationRequest<Parent, Value>(
                .select { select($0[keyPath: path]) }, isDuplicate: isDuplicate, isShared: false)
        }
    }
}

/// A part of a store's state that a persistence saves (`StoreRoot.watch`): the store tells
/// it a change happened, and it reads the part itself when it saves.
@usableFromInline
struct StateWatch<Value> {
    /// Runs `body` with the part, under the root store's lock, so that only what `body`
    /// keeps is copied (a part, not the whole state, whose collections a reducer then
    /// changes in place); the part counts as unchanged from then on. Does not run it once
    /// stopped, or once the store is gone. `body` must not call out.
    @usableFromInline let visit: (_ body: (Value) -> Void) -> Void
    /// Stops the watch.
    @usableFromInline let stop: @Sendable () -> Void
    /// Starts telling `changed` about changes, from the next applied action; `ended` gets
    /// the part of the last state when the store is released.
    @usableFromInline let start: (_ changed: @escaping () -> Void, _ ended: @escaping (Value) -> Void) -> Void

    init(
        visit: @escaping (_ body: (Value) -> Void) -> Void, stop: @escaping @Sendable () -> Void,
        start: @escaping (_ changed: @escaping () -> Void, _ ended: @escaping (Value) -> Void) -> Void
    ) {
        self.visit = visit
        self.stop = stop
        self.start = start
    }

    /// Reads the part (see `visit`); `nil` once stopped, or once the store is gone.
    @usableFromInline
    var read: () -> Value? {
        let visit = visit
        return {
            var value: Value?
            visit { value = $0 }
            return value
        }
    }

    /// The same watch, for `part` of the value, read from it under the lock.
    @usableFromInline
    func narrowed<Part>(to part: KeyPath<Value, Part>) -> StateWatch<Part> {
        let (visit, start) = (visit, start)
        return StateWatch<Part>(
            visit: { body in visit { body($0[keyPath: part]) } }, stop: stop,
            start: { changed, ended in start(changed) { ended($0[keyPath: part]) } })
    }
}

/// Builds an observation and the closure the root store calls for each notified state (see
/// `StateObservation.make`).
@usableFromInline
typealias ObservationMaker<State, Value> = () -> (StateObservation<State, Value>, StoreObserver<State>)

/// Subscribes a store's dispatch to an effect's output; the subscription calls `onDisposed`
/// when it ends (see `RootCore.subscribeEffect`).
@usableFromInline
typealias EffectSubscriber<Action> = (_ output: Observable<Action>, _ onDisposed: @escaping () -> Void) -> Disposable
