/// The fields of an `ObservedStore`'s state read so far, found by their key paths, and those
/// read since they last changed ("tracked"): the only ones a new state is compared on.
///
/// A field is tracked from a read until the state that changes it, when its readers are
/// notified. Observation's registrations end at that notification, so a field that nobody
/// reads again costs nothing at later states; a reader that reads it again tracks it anew.
/// Touched only on the main actor, by the model.
@usableFromInline
struct ObservedFields {
    /// Fields by key path object: a read finds its field without hashing the key path.
    @usableFromInline var byIdentity = KeyPathIdentityTable()
    /// Fields by key path equality, so that paths made apart (at two places, or at run time)
    /// find one field.
    @usableFromInline var byKeyPath: [AnyKeyPath: ObservedField] = [:]
    /// The tracked fields, in no order; each knows its index. Unretained, so that comparing
    /// them counts no references: `byKeyPath` holds every field for the model's life.
    @usableFromInline var tracked: [Unmanaged<ObservedField>] = []
    /// How many tracked fields change at every state.
    @usableFromInline var notComparingTracked = 0
    /// The storage that `receive` collects a state's changed fields into, kept between states
    /// so that it is allocated once.
    @usableFromInline var changedBuffer: [ObservedField] = []

    /// At most this many key path objects are remembered by identity: a path made anew at each
    /// read (appended at run time, say) is found by equality instead, past this many.
    @usableFromInline static let identitiesKept = 1_024

    @usableFromInline
    init() {}

    /// The field `keyPath` names, made by `make` on its first read.
    @inlinable
    mutating func field(for keyPath: AnyKeyPath, make: () -> ObservedField) -> ObservedField {
        byIdentity.field(for: keyPath) ?? resolve(keyPath, make: make)
    }

    /// The field of a key path object not seen before.
    @usableFromInline
    mutating func resolve(_ keyPath: AnyKeyPath, make: () -> ObservedField) -> ObservedField {
        let field: ObservedField
        if let known = byKeyPath[keyPath] {
            field = known
        } else {
            field = make()
            byKeyPath[keyPath] = field
        }
        if byIdentity.count < Self.identitiesKept { byIdentity.insert(keyPath, field) }
        return field
    }

    /// The changed fields among the tracked ones, between the states `old` and `new`, appended
    /// to `changed`.
    ///
    /// Not isolated, so that the closure handed to `withUnsafePointer` is not either: a
    /// main-actor closure handed to the standard library checks its executor when called.
    @inlinable
    func collectChanged<State>(old: inout State, new: State, into changed: inout [ObservedField]) {
        // A copy of the list (one retain): a comparison that runs user code reading the model
        // must not move the fields under this loop.
        let tracked = tracked
        withUnsafePointer(to: &old) { old in
            withUnsafePointer(to: new) { new in
                for field in tracked
                where field._withUnsafeGuaranteedRef({ $0.hasChanged(UnsafeRawPointer(old), UnsafeRawPointer(new)) }) {
                    changed.append(field.takeUnretainedValue())
                }
            }
        }
    }

    /// Tracks `field`, which is not tracked.
    @inlinable
    mutating func track(_ field: ObservedField) {
        field.trackedPosition = tracked.count
        tracked.append(.passUnretained(field))
        if field.changesAtEveryState { notComparingTracked += 1 }
    }

    /// Stops tracking `field`, which is tracked, moving the last tracked field into its place.
    @inlinable
    mutating func untrack(_ field: ObservedField) {
        let position = field.trackedPosition
        let last = tracked.removeLast()
        if last.toOpaque() != Unmanaged.passUnretained(field).toOpaque() {
            tracked[position] = last
            last._withUnsafeGuaranteedRef { $0.trackedPosition = position }
        }
        field.trackedPosition = -1
        if field.changesAtEveryState { notComparingTracked -= 1 }
    }

    /// The empty buffer for a state's changed fields, moved out so that the caller may append
    /// while it reads and writes the model.
    @inlinable
    mutating func takeChangedBuffer() -> [ObservedField] {
        var buffer: [ObservedField] = []
        swap(&buffer, &changedBuffer)
        return buffer
    }

    /// Takes the buffer back, emptied, its storage kept for the next state.
    @inlinable
    mutating func returnChangedBuffer(_ buffer: inout [ObservedField]) {
        // Emptied while the caller's is the only reference, so that no storage is copied.
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
        swap(&changedBuffer, &buffer)
    }
}
