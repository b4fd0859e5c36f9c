import OnewayCore

/// A part of a root store: the state at `path`, the actions `action` embeds and extracts.
///
/// Each call is the root's own, so a scoped store keeps the root's concurrency contract, and
/// its key-path observations are the root's observations of the appended key path, shared
/// with every other observer of that path. The root's state and action types are not part of
/// a scoped store's type: they are hidden behind `any Core` in the scoped `Store`.
final class ScopedCore<RootState, RootAction, State, Action>: Core {
    /// Held strongly, as a feature holding its scoped store expects the app's store to live.
    let root: Store<RootState, RootAction>
    let path: KeyPath<RootState, State>
    let action: ActionPath<RootAction, Action>

    init(root: Store<RootState, RootAction>, path: KeyPath<RootState, State>, action: ActionPath<RootAction, Action>) {
        self.root = root
        self.path = path
        self.action = action
    }

    var state: State { root.state[keyPath: path] }

    func dispatch(_ action: Action) {
        root.dispatch(self.action.embed(action))
    }

    func observeDistinct<T: Equatable>(_ keyPath: KeyPath<State, T>, make: @escaping ObservationMaker<State, T>)
        -> Observable<T>
    {
        root.observe(path.appending(path: keyPath))
    }

    func observe<T>(
        _ keyPath: KeyPath<State, T>, comparer: @escaping (T, T) -> Bool, make: @escaping ObservationMaker<State, T>
    ) -> Observable<T> {
        root.observe(path.appending(path: keyPath), comparer: comparer)
    }

    func observe<T>(
        _ select: @escaping (State) -> T, comparer: @escaping (T, T) -> Bool,
        make: @escaping ObservationMaker<State, T>
    ) -> Observable<T> {
        let path = self.path
        return root.observe({ select($0[keyPath: path]) }, comparer: comparer)
    }

    func observeEvery<T>(_ keyPath: KeyPath<State, T>, make: @escaping ObservationMaker<State, T>) -> Observable<T> {
        root.observeEvery(path.appending(path: keyPath))
    }

    var actions: Observable<Action> {
        root.actions.compactMap(action.extract)
    }

    func run(
        _ effect: Effect<State, Action>, states: Observable<State>, subscribe: @escaping EffectSubscriber<Action>
    ) -> Disposable {
        root.run(effect.pullback(state: path, action: action))
    }

    func scope<Child, ChildAction>(
        of store: Store<State, Action>, state: KeyPath<State, Child>, action child: ActionPath<Action, ChildAction>
    ) -> any Core<Child, ChildAction> {
        let parent = action
        return ScopedCore<RootState, RootAction, Child, ChildAction>(
            root: root,
            path: path.appending(path: state),
            action: ActionPath(
                embed: { parent.embed(child.embed($0)) },
                extract: { parent.extract($0).flatMap(child.extract) }
            )
        )
    }

    func persist<Value: Codable & Sendable>(
        _ part: KeyPath<State, Value>, to file: StateFile<Value>, interval: RxTimeInterval,
        scheduler: (any SchedulerType)?, isSame: ((Value, Value) -> Bool)?
    ) -> StatePersistence<Value> {
        // Through an observation of the root: only a root store keeps the change marks that
        // let a persistence pull the state when it saves.
        let part = path.appending(path: part)
        let root = self.root
        return StatePersistence(file: file, interval: interval, scheduler: scheduler) { persistence in
            root.observe(part, comparer: isSame ?? { _, _ in false }).subscribe { persistence.handle($0) }
        }
    }
}
