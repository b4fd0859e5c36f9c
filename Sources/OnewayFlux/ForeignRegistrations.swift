import OnewayCore
import Synchronization

/// The `register` callbacks of `Dispatchable` types whose read end was made elsewhere than by
/// `properties()`: each is a subscription to that read end, held here until unregistered.
///
/// Their tokens carry channel number 0, which no `Dispatcher` uses, so a `Dispatcher` treats
/// them as unregistered, and they can be unregistered only through the read end they were
/// registered on.
enum ForeignRegistrations {
    private struct Registration {
        /// The read end, told apart by identity.
        let readEnd: ObjectIdentifier
        let subscription: Disposable
    }

    // A lock rather than `Mutex`, as `Disposable` is not `Sendable`: the subscriptions held
    // here come from `Observable.subscribe`, whose disposables are thread-safe, and the only
    // thing done with one is to dispose it, once, on the unregistering thread.
    private static let registrations = LockedState<[Int: Registration]>([:])
    private static let nextKey = Atomic<Int>(0)

    /// Subscribes `callback` to `readEnd`; an error it throws goes to `Hooks.defaultErrorHandler`.
    static func register<Element>(
        _ callback: @escaping (Element) throws -> Void, on readEnd: Observable<Element>
    ) -> DispatchToken {
        let key = nextKey.add(1, ordering: .relaxed).oldValue
        let subscription = readEnd.subscribe(onNext: { payload in
            do {
                try callback(payload)
            } catch {
                Hooks.defaultErrorHandler([], error)
            }
        })
        registrations.withLock {
            $0[key] = Registration(readEnd: ObjectIdentifier(readEnd), subscription: subscription)
        }
        return DispatchToken(channel: 0, key: key)
    }

    /// Ends the subscription `token` names.
    ///
    /// - Throws: `DispatcherError.unregisteredToken` unless `token` was registered on `readEnd`
    ///   and not unregistered since.
    static func unregister<Element>(_ token: DispatchToken, on readEnd: Observable<Element>) throws {
        let removed = registrations.withLock { registrations -> Registration? in
            guard token.channel == 0, registrations[token.key]?.readEnd == ObjectIdentifier(readEnd) else {
                return nil
            }
            return registrations.removeValue(forKey: token.key)
        }
        guard let removed else { throw DispatcherError.unregisteredToken(token) }
        // Disposed after the lock: disposing may run code that registers again.
        removed.subscription.dispose()
    }
}
