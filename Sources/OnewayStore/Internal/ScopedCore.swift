import OnewayCore

/// A part of another store (its parent): the state at `path`, the actions `action` embeds
/// and extracts.
///
/// Each call is the parent's own, so a scoped store keeps the root's concurrency contract,
/// and its key-path observations are the root's observations of the appended key path,
/// shared with every other observer of that path. The parent's state and action types are
/// not part of a scoped store's type: they are hidden behind `any Core` in the scoped `Store`.
final class ScopedCore<ParentState, ParentAction, State, Action>: Core {
    /// Held strongly, as a feature holding its scoped store expects the app's store to live.
    let parent: Store<ParentState, ParentAction>
    let path: KeyPath<ParentState, State>
    let action: ActionPath<ParentAction, Action>

    init(
        parent: Store<ParentState, ParentAction>, path: KeyPath<ParentState, State>,
        action: ActionPath<ParentAction, Action>
    ) {
        self.parent = parent
        self.path = path
        self.action = action
    }

    var state: State { parent.state[keyPath: path] }

    func dispatch(_ action: Action) {
        parent.dispatch(self.action.embed(action))
    }

    func observe<Value>(_ request: ObservationRequest<State, Value>) -> Observable<Value> {
        parent.core.observe(request.scoped(to: path))
    }

    var actions: Observable<Action> {
        parent.actions.compactMap(action.extract)
    }
}
