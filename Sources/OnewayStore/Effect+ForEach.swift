import OnewayCore

extension Effect where State: Identifiable {
    /// Lifts this effect of one row to a parent state holding a collection of rows: one
    /// instance of it runs for each row, from the state in which the row appears until the
    /// state in which it is gone.
    ///
    /// The counterpart of `Reduce.forEach(_:action:)`. Each instance sees the row actions that
    /// `action` extracts for its row's id, and its row as of every parent state the store
    /// notifies (the row as it is when the instance starts, first); its actions are embedded
    /// with that id. When a row leaves the collection, its instance is disposed, so whatever
    /// it had in flight (a timer, a request) is cancelled, as TCA's `forEach` does; a row that
    /// comes back under the same id gets a new instance. Of rows sharing an id, the first one
    /// counts, as in `Reduce.forEach(_:action:)`.
    ///
    /// ```swift
    /// let appEffect = Effect.merge(
    ///     downloadEffect(client).forEach(\.downloads, action: .download),
    ///     searchEffect
    /// )
    /// ```
    ///
    /// Instances start, receive their rows and stop on the thread that notifies states, in the
    /// store's order; their actions are merged, one at a time, and dispatched as any effect's.
    /// Each notified state costs one pass over the collection. An error from one instance
    /// ends the whole effect, as any effect's error does: catch errors inside the row's effect.
    ///
    /// - Parameters:
    ///   - elements: Where the rows live in the parent state.
    ///   - action: Which parent actions carry a row action, and for which row's id.
    /// - Returns: An effect of the parent state and actions.
    public func forEach<ParentState, ParentAction, Elements: Collection>(
        _ elements: KeyPath<ParentState, Elements>,
        action: ActionPath<ParentAction, (id: State.ID, action: Action)>
    ) -> Effect<ParentState, ParentAction> where Elements.Element == State {
        eachRow(of: { $0[keyPath: elements].lazy.map { (id: $0.id, row: $0) } }, action: action)
    }
}

extension Effect {
    /// Lifts this effect of one row to a parent state holding a dictionary of rows: one
    /// instance of it runs for each key, from the state in which the key appears until the
    /// state in which it is gone.
    ///
    /// The dictionary form of ``forEach(_:action:)-(KeyPath<ParentState,Elements>,_)``,
    /// and the counterpart of the dictionary form of `Reduce.forEach(_:action:)`, with the
    /// same guarantees: each instance sees its key's actions and value, answers under its key,
    /// and is disposed, with what it had in flight, when its key leaves the dictionary.
    /// Instances for keys that appear in the same state start in the dictionary's order.
    ///
    /// - Parameters:
    ///   - elements: Where the dictionary of rows lives in the parent state.
    ///   - action: Which parent actions carry a row action, and for which key.
    /// - Returns: An effect of the parent state and actions.
    public func forEach<ParentState, ParentAction, Key: Hashable>(
        _ elements: KeyPath<ParentState, [Key: State]>,
        action: ActionPath<ParentAction, (id: Key, action: Action)>
    ) -> Effect<ParentState, ParentAction> {
        eachRow(of: { $0[keyPath: elements].lazy.map { (id: $0.key, row: $0.value) } }, action: action)
    }

    /// Runs an instance of this effect per row that `rows` lists in each parent state, keyed by
    /// the row's id: both `forEach` forms.
    private func eachRow<ParentState, ParentAction, ID: Hashable, Rows: Sequence>(
        of rows: @escaping (ParentState) -> Rows,
        action: ActionPath<ParentAction, (id: ID, action: Action)>
    ) -> Effect<ParentState, ParentAction> where Rows.Element == (id: ID, row: State) {
        let body = self.body
        return Effect<ParentState, ParentAction> { actions, parentStates in
            Observable.create { observer in
                let table = RowEffects<ID, State, Action>()
                let instances = PublishSubject<Observable<ParentAction>>()
                // Subscribed first: the first state, replayed at once, starts instances.
                let output = instances.merge().subscribe(observer)
                let routing = actions.compactMap(action.extract).subscribe(onNext: { rowAction in
                    table.send(rowAction.action, to: rowAction.id)
                })
                let tracking = parentStates.subscribe(
                    onNext: { parent in
                        for row in table.update(rows(parent)) {
                            instances.onNext(
                                body(row.actions, row.states)
                                    .take(until: row.removal)
                                    .map { action.embed((id: row.id, action: $0)) })
                        }
                    },
                    onError: { instances.onError($0) },
                    onCompleted: { instances.onCompleted() })
                return Disposables.create {
                    tracking.dispose()
                    routing.dispose()
                    output.dispose()
                    table.removeAll()
                }
            }
        }
    }
}
