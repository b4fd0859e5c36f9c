import OnewayCore
import Synchronization

// Specialization matters here: unspecialized, the delivery loop looks up generic metadata
// for each store and costs about twice as much. A `Dispatchable` conformer that calls
// `Self.properties()` from its `init` (where `Self` is the dynamic type) gets a write end the
// compiler does not specialize; the faces' initializers, specialized in the caller's module,
// install a copy of the delivery loop compiled for the concrete payload type, and the write
// end uses it. `Dispatcher.dispatch(_:)` needs none of this: it is specialized where it is
// called.
extension DispatchChannel {
    /// Delivers `payload` to every store through the installed copy of the delivery loop,
    /// if any, or through this generic one.
    @inlinable
    func dispatchPreferringSpecialized(_ payload: Payload) {
        guard let specialized = specialized.load() else { return dispatchHere(payload) }
        specialized.dispatch(payload)
    }

    /// Makes `dispatchPreferringSpecialized` run a copy of `dispatchHere` compiled where
    /// this method is inlined. Thread-safe; the first call installs it, later ones do nothing.
    @inlinable
    func specialize() {
        guard specialized.load() == nil else { return }
        // `unowned`: the channel owns the copy, which must not keep it alive.
        _ = specialized.storeIfNil(SpecializedDispatch<Payload> { [unowned self] in self.dispatchHere($0) })
    }
}

/// A channel's `dispatchHere`, compiled for a concrete payload type.
@usableFromInline
final class SpecializedDispatch<Payload>: @unchecked Sendable {
    // Sendable: immutable; the closure is a channel's dispatch, which is thread-safe.
    @usableFromInline let dispatch: (Payload) -> Void

    @inlinable
    init(_ dispatch: @escaping (Payload) -> Void) {
        self.dispatch = dispatch
    }
}
