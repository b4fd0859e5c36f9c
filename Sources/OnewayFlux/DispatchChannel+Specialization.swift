import OnewayCore
import Synchronization

// Specialization matters here: unspecialized, the delivery loop looks up generic metadata
// for each store (see Benchmarks/README.md, "The Flux dispatcher"). A `Dispatchable` conformer that calls
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
        guard isSpecialized.load(ordering: .acquiring), let installed = specializedDispatch else {
            return dispatchHere(payload)
        }
        // Sound: `specialize()` is the only writer, and it stores a
        // `SpecializedDispatch<Payload>` for this channel's `Payload`. A checked cast would
        // look up that type's generic metadata on each dispatch, in code that runs
        // unspecialized: most of what the copy saves.
        unsafeDowncast(installed, to: SpecializedDispatch<Payload>.self).dispatch(payload)
    }

    /// Makes `dispatchPreferringSpecialized` run a copy of `dispatchHere` compiled where
    /// this method is inlined. Thread-safe; the first call installs it, later ones do nothing.
    @inlinable
    func specialize() {
        guard !isSpecialized.load(ordering: .acquiring),
            specializing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
        else { return }
        // Only this call writes the copy, and readers read it only once they see
        // `isSpecialized`, which the releasing store publishes it with.
        // `unowned`: the channel owns the copy, which must not keep it alive.
        specializedDispatch = SpecializedDispatch<Payload> { [unowned self] in self.dispatchHere($0) }
        isSpecialized.store(true, ordering: .releasing)
    }
}

/// What a channel stores of its `SpecializedDispatch`: a class that is not generic, so that
/// loading it needs no generic metadata.
@usableFromInline
class AnySpecializedDispatch: @unchecked Sendable {
    // Sendable: no state; the subclass's is immutable.
    @inlinable init() {}
}

/// A channel's `dispatchHere`, compiled for a concrete payload type.
@usableFromInline
final class SpecializedDispatch<Payload>: AnySpecializedDispatch, @unchecked Sendable {
    // Sendable: immutable; the closure is a channel's dispatch, which is thread-safe.
    @usableFromInline let dispatch: (Payload) -> Void

    @inlinable
    init(_ dispatch: @escaping (Payload) -> Void) {
        self.dispatch = dispatch
        super.init()
    }
}
