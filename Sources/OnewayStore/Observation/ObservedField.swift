import Observation

/// A field of an `ObservedStore`'s state that has been read: its own registrar, so that its
/// readers are notified apart from other fields' readers, and how to tell whether it changed.
///
/// Made on the field's first read and kept for the model's life; touched only on the main
/// actor, by the model. Not generic: the state and field types live in the closure, made in
/// the caller's module and so specialized for them.
@usableFromInline
final class ObservedField {
    /// The registrar of this field's readers. One per field, rather than one key path per
    /// field in the model's registrar: Observation hashes the key path at each registration
    /// and each announcement, and a shared registrar's tables grow with every field's
    /// readers (see "ObservedStore" in Benchmarks/README.md).
    @usableFromInline let registrar = ObservationRegistrar()
    /// The field's byte offset in the state when it is stored inline there (a stored property
    /// of a struct, or a chain of them), where it is read directly; -1 for any other path.
    @usableFromInline let offset: Int
    /// Whether the field differs between the states at two addresses (old, new).
    @usableFromInline let hasChanged: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// Whether the field counts as changed at every state, its type not being `Equatable`.
    @usableFromInline let changesAtEveryState: Bool
    /// The field's index in the model's tracked fields, or -1 while untracked.
    @exclusivity(unchecked) @usableFromInline var trackedPosition = -1

    @usableFromInline
    init(
        offset: Int,
        changesAtEveryState: Bool,
        hasChanged: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    ) {
        self.offset = offset
        self.changesAtEveryState = changesAtEveryState
        self.hasChanged = hasChanged
    }

    /// The field's value in `state`, named by `keyPath`.
    ///
    /// A field stored inline is read at its offset: the runtime's key-path interpreter costs
    /// more than the rest of a read. Not isolated, so that the closure handed to
    /// `withUnsafePointer` is not either (a main-actor closure handed to the standard library
    /// checks its executor when called).
    @inlinable
    func read<State, Member>(_ keyPath: KeyPath<State, Member>, in state: inout State) -> Member {
        guard offset >= 0 else { return state[keyPath: keyPath] }
        let offset = offset
        return withUnsafePointer(to: &state) { state in
            // `offset(of:)` guarantees an aligned, initialized `Member` at this offset.
            UnsafeRawPointer(state).advanced(by: offset).assumingMemoryBound(to: Member.self).pointee
        }
    }

    /// A field compared with `!=`: read at its offset when it has one, through the key path
    /// otherwise.
    @inlinable
    static func comparing<State, Member: Equatable>(_ keyPath: KeyPath<State, Member>) -> ObservedField {
        guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
            return ObservedField(offset: -1, changesAtEveryState: false) { old, new in
                old.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath]
                    != new.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath]
            }
        }
        return ObservedField(offset: offset, changesAtEveryState: false) { old, new in
            // `offset(of:)` guarantees an aligned, initialized `Member` at this offset.
            old.advanced(by: offset).assumingMemoryBound(to: Member.self).pointee
                != new.advanced(by: offset).assumingMemoryBound(to: Member.self).pointee
        }
    }

    /// A field that cannot be compared: it counts as changed at every state.
    @inlinable
    static func notComparing<State, Member>(_ keyPath: KeyPath<State, Member>) -> ObservedField {
        ObservedField(offset: MemoryLayout<State>.offset(of: keyPath) ?? -1, changesAtEveryState: true) { _, _ in
            true
        }
    }
}
