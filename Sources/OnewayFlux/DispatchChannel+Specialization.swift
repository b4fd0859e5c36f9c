import OnewayCore
import Synchronization

// Specialization matters here: unspecialized, the delivery loop looks up generic metadata
// for each store and costs about twice as much. A conformer that calls `Self.properties()`
// from its `init` (where `Self` is the dynamic type) gets a write end the compiler does not
// specialize; the faces' initializers, specialized in the caller's module, install a copy
// of the delivery loop compiled for the concrete payload type, and `dispatch` uses it.
extension DispatchChannel {
    /// Delivers `payload` to every store, or queues it behind the delivery in progress.
    @inlinable
    func dispatch(_ payload: Payload) {
        let specialized = specializedAddress.load(ordering: .acquiring)
        guard specialized != 0 else { return dispatchHere(payload) }
        // `specializedOwner` keeps it alive as long as the channel.
        Unmanaged<SpecializedDispatch<Payload>>.fromOpaque(UnsafeRawPointer(bitPattern: specialized)!)
            .takeUnretainedValue().dispatch(payload)
    }

    /// Makes `dispatch` run a copy of `dispatchHere` compiled where this method is inlined.
    /// Thread-safe; the first call installs it, later ones do nothing.
    @inlinable
    func specialize() {
        guard specializedAddress.load(ordering: .acquiring) == 0 else { return }
        let fastPath = SpecializedDispatch<Payload> { [unowned self] in self.dispatchHere($0) }
        let installed = specializedOwner.withLock { owner in
            guard owner == nil else { return false }
            owner = fastPath
            return true
        }
        guard installed else { return }
        specializedAddress.store(UInt(bitPattern: Unmanaged.passUnretained(fastPath).toOpaque()), ordering: .releasing)
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
