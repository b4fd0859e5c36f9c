import Observation

extension ObservedStore {
    /// The value of a field of the state, registered alone with Observation: `model.name`
    /// reads `state.name`.
    ///
    /// Reading it inside `withObservationTracking` (a SwiftUI `body`, for one) registers the
    /// reader for the next change of this field only: a state whose `name` differs (`!=`)
    /// from the model's current one notifies it, a state that changes other fields does not.
    /// A nested read, `model.user.name`, registers `user`. On the main actor, as the model.
    ///
    /// A field named like a member of the model (`state`, `store`, `dispatch`) is read
    /// through ``state``: `model.state.store`.
    ///
    /// - Parameter keyPath: The field, as the compiler forms it from `model.name`.
    /// - Complexity: A read costs a look-up of the field, O(1), and one registration. The
    ///   first read of a field makes its record (a registrar and a comparison), kept for the
    ///   model's life; a new state compares the fields read since they last changed, O(1) each.
    @inlinable
    public subscript<Member: Equatable>(dynamicMember keyPath: KeyPath<StateType, Member>) -> Member {
        read(keyPath, fields.field(for: keyPath) { .comparing(keyPath) })
    }

    /// The value of a field of the state whose type is not `Equatable`, registered alone with
    /// Observation: `model.session` reads `state.session`.
    ///
    /// The model cannot tell whether such a field changed, so its readers are notified at
    /// every state the model receives (for an `Equatable` state, every state that differs
    /// from the current one). Make the field's type `Equatable` to notify them only when it
    /// changes. On the main actor, as the model.
    ///
    /// - Parameter keyPath: The field, as the compiler forms it from `model.session`.
    @inlinable
    public subscript<Member>(dynamicMember keyPath: KeyPath<StateType, Member>) -> Member {
        read(keyPath, fields.field(for: keyPath) { .notComparing(keyPath) })
    }

    /// Registers the reader with `field`'s registrar, tracks the field, and reads it.
    @inlinable
    func read<Member>(_ keyPath: KeyPath<StateType, Member>, _ field: ObservedField) -> Member {
        // Every field registers under the model's one key path, with its own registrar: no
        // key path to make per field, and each registrar's tables hold its own readers only.
        field.registrar.access(self, keyPath: registeredKeyPath)
        if field.trackedPosition < 0 { fields.track(field) }
        return field.read(keyPath, in: &latestState)
    }
}
