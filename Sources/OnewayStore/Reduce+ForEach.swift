extension Reduce where State: Identifiable {
    /// Lifts this reducer of one element to a parent state holding a collection of such
    /// elements: the result applies each element action that `action` extracts to the element
    /// with the id it carries, and ignores other actions.
    ///
    /// The element is mutated in place, through the key path and the collection's subscript,
    /// so an in-place element reducer keeps its O(1) changes; finding the element is a linear
    /// search by id (the dictionary form, ``forEach(_:action:)-(_,ActionPath<ParentAction,(Key,Action)>)``,
    /// finds it by hashing). When several elements share an id, the first one gets the action.
    ///
    /// An action for an id that no element has is ignored, and the state is left as it was:
    /// the element was removed before the action arrived (an effect answering for a row the
    /// user deleted meanwhile, say), and there is nothing left to apply it to. Every other
    /// action, before and after it, is applied as usual.
    ///
    /// ```swift
    /// let appReducer = Reduce<AppState, AppAction>.combine(
    ///     todoReducer.forEach(\.todos, action: .todo),
    ///     listReducer
    /// )
    /// store.dispatch(.todo(id: milk.id, action: .toggle))  // only the todo `milk` changes
    /// ```
    ///
    /// The element and collection types must be `SendableMetatype`, as every type that no
    /// global actor isolates is: the reducer is `@Sendable` and uses their conformances.
    ///
    /// - Parameters:
    ///   - elements: Where the collection lives in the parent state.
    ///   - action: Which parent actions carry an element action, and for which element's id.
    /// - Returns: A reducer of the parent state and actions.
    public func forEach<ParentState, ParentAction, Elements: MutableCollection>(
        _ elements: WritableKeyPath<ParentState, Elements> & Sendable,
        action: ActionPath<ParentAction, (id: State.ID, action: Action)>
    ) -> Reduce<ParentState, ParentAction>
    where Elements.Element == State, Elements: SendableMetatype, State: SendableMetatype {
        let reduce = self.reduce
        let extract = action.extract
        return Reduce<ParentState, ParentAction> { parent, parentAction in
            guard let (id, action) = extract(parentAction) else { return }
            Self.apply(action, toElementWith: id, in: &parent[keyPath: elements], reduce)
        }
    }

    /// Applies `action` to the first element of `elements` whose id is `id`, in place.
    private static func apply<Elements: MutableCollection>(
        _ action: Action, toElementWith id: State.ID, in elements: inout Elements,
        _ reduce: (inout State, Action) -> Void
    ) where Elements.Element == State {
        guard let index = elements.firstIndex(where: { $0.id == id }) else { return }
        reduce(&elements[index], action)
    }
}

extension Reduce {
    /// Lifts this reducer of one element to a parent state holding a dictionary of such
    /// elements: the result applies each element action that `action` extracts to the element
    /// under the key it carries, and ignores other actions.
    ///
    /// The element is found by hashing and mutated in place, in the dictionary's storage, so
    /// an in-place element reducer keeps its O(1) changes however many elements there are.
    ///
    /// An action for a key that the dictionary does not hold is ignored, and the state is left
    /// as it was: the element was removed before the action arrived, and there is nothing left
    /// to apply it to. No element is added for it. Every other action is applied as usual.
    ///
    /// The key type must be `SendableMetatype`, as every type that no global actor isolates
    /// is: the reducer is `@Sendable` and hashes keys.
    ///
    /// - Parameters:
    ///   - elements: Where the dictionary lives in the parent state.
    ///   - action: Which parent actions carry an element action, and for which key.
    /// - Returns: A reducer of the parent state and actions.
    public func forEach<ParentState, ParentAction, Key: Hashable & SendableMetatype>(
        _ elements: WritableKeyPath<ParentState, [Key: State]> & Sendable,
        action: ActionPath<ParentAction, (id: Key, action: Action)>
    ) -> Reduce<ParentState, ParentAction> {
        let reduce = self.reduce
        let extract = action.extract
        return Reduce<ParentState, ParentAction> { parent, parentAction in
            guard let (key, action) = extract(parentAction) else { return }
            Self.apply(action, toElementUnder: key, in: &parent[keyPath: elements], reduce)
        }
    }

    /// Applies `action` to the value under `key` in `elements`, in place, if there is one.
    private static func apply<Key: Hashable>(
        _ action: Action, toElementUnder key: Key, in elements: inout [Key: State],
        _ reduce: (inout State, Action) -> Void
    ) {
        // One hash: `values`' subscript then mutates the value where it is stored, where
        // checking the key subscript first and mutating through it would hash twice.
        guard let index = elements.index(forKey: key) else { return }
        reduce(&elements.values[index], action)
    }
}
