/// How an observation reads its value out of a state: chosen once, at subscription.
///
/// Reading through a `KeyPath` goes through the runtime's generic key-path interpreter, which
/// costs several times a closure (see Benchmarks/README.md, "The Store"). A path made only of
/// stored struct properties sits at a fixed offset in the state, so it is resolved to that
/// offset once and read directly afterwards.
@usableFromInline
enum StateRead<State, Value> {
    /// The value is stored inline at this byte offset from the start of the state.
    case offset(Int)
    /// Any other key path: computed properties, subscripts, optional chains, classes.
    case keyPath(KeyPath<State, Value>)
    /// A selector closure.
    case select((State) -> Value)

    /// Resolves `keyPath` to an offset when it names a stored property chain.
    @inlinable
    init(_ keyPath: KeyPath<State, Value>) {
        if let offset = MemoryLayout<State>.offset(of: keyPath) {
            self = .offset(offset)
        } else {
            self = .keyPath(keyPath)
        }
    }

    /// Reads the value from `state`, stored at `address`. Used when a member joins; the
    /// notification path reads through the closures `StateObservation.make` builds instead.
    func callAsFunction(_ state: State, at address: UnsafePointer<State>) -> Value {
        switch self {
        case .offset(let offset):
            // `offset(of:)` guarantees an aligned, initialized `Value` at this offset.
            UnsafeRawPointer(address).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
        case .keyPath(let keyPath):
            state[keyPath: keyPath]
        case .select(let select):
            select(state)
        }
    }
}
