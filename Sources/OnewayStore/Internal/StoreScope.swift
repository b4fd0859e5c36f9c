import OnewayCore

/// How a scoped store reaches the root store it is a part of: every public method of a scoped
/// `Store` forwards here.
///
/// Each method does what the `Store` method of the same name promises. Not final: the root's
/// state and action types are not part of a scoped store's type, so they are hidden behind
/// this class's one subclass, `RootScope`.
@usableFromInline
class StoreScope<State, Action> {
    // Shared across threads through `Store`, which is `Sendable`: subclasses hold only
    // immutable values and the root store, which is safe to share.

    @usableFromInline init() {}

    @usableFromInline var state: State { abstract() }

    @usableFromInline func dispatch(_ action: Action) { abstract() }

    @usableFromInline func observeDistinct<T: Equatable>(_ keyPath: KeyPath<State, T>) -> Observable<T> { abstract() }

    @usableFromInline func observe<T>(_ keyPath: KeyPath<State, T>, comparer: @escaping (T, T) -> Bool) -> Observable<T>
    {
        abstract()
    }

    @usableFromInline func observe<T>(_ select: @escaping (State) -> T, comparer: @escaping (T, T) -> Bool)
        -> Observable<T>
    {
        abstract()
    }

    @usableFromInline func observeEvery() -> Observable<State> { abstract() }

    @usableFromInline var actions: Observable<Action> { abstract() }

    @usableFromInline func run(_ effect: Effect<State, Action>) -> Disposable { abstract() }

    /// The scope of a part of this scope's state, linked straight to the root store.
    func narrowed<Child, ChildAction>(
        to state: KeyPath<State, Child>, action: ActionPath<Action, ChildAction>
    ) -> StoreScope<Child, ChildAction> {
        abstract()
    }

    private func abstract() -> Never {
        fatalError("StoreScope: an abstract method was called; only RootScope is instantiated")
    }
}

/// A part of a root store: the state at `path`, the actions `action` embeds and extracts.
///
/// Each call is the root's own, so a scoped store keeps the root's concurrency contract, and
/// its key-path observations are the root's observations of the appended key path, shared
/// with every other observer of that path.
final class RootScope<RootState, RootAction, State, Action>: StoreScope<State, Action> {
    /// Held strongly, as a feature holding its scoped store expects the app's store to live.
    let root: Store<RootState, RootAction>
    let path: KeyPath<RootState, State>
    let action: ActionPath<RootAction, Action>

    init(root: Store<RootState, RootAction>, path: KeyPath<RootState, State>, action: ActionPath<RootAction, Action>) {
        self.root = root
        self.path = path
        self.action = action
    }

    override var state: State { root.state[keyPath: path] }

    override func dispatch(_ action: Action) {
        root.dispatch(self.action.embed(action))
    }

    override func observeDistinct<T: Equatable>(_ keyPath: KeyPath<State, T>) -> Observable<T> {
        root.observeDistinct(path.appending(path: keyPath))
    }

    override func observe<T>(_ keyPath: KeyPath<State, T>, comparer: @escaping (T, T) -> Bool) -> Observable<T> {
        root.observe(path.appending(path: keyPath), comparer: comparer)
    }

    override func observe<T>(_ select: @escaping (State) -> T, comparer: @escaping (T, T) -> Bool) -> Observable<T> {
        let path = self.path
        return root.observe({ select($0[keyPath: path]) }, comparer: comparer)
    }

    override func observeEvery() -> Observable<State> {
        root.observeEvery(path)
    }

    override var actions: Observable<Action> {
        root.actions.compactMap(action.extract)
    }

    override func run(_ effect: Effect<State, Action>) -> Disposable {
        root.run(effect.pullback(state: path, action: action))
    }

    override func narrowed<Child, ChildAction>(
        to state: KeyPath<State, Child>, action child: ActionPath<Action, ChildAction>
    ) -> StoreScope<Child, ChildAction> {
        let parent = action
        return RootScope<RootState, RootAction, Child, ChildAction>(
            root: root,
            path: path.appending(path: state),
            action: ActionPath(
                embed: { parent.embed(child.embed($0)) },
                extract: { parent.extract($0).flatMap(child.extract) }
            )
        )
    }
}
