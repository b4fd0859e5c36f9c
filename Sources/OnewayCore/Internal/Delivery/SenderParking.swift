import Synchronization

/// Where senders on other threads wait while a `DeliveryEngine`'s queue is full or its
/// deliverer is due to hand the role on: a condition variable and a generation number.
///
/// The engine makes one the first time a sender has to wait. A waiter reads `generation`
/// under the engine's lock, releases that lock, and sleeps until the number changes; the
/// engine increments it under its lock (`DeliveryStateMachine.roleGivenUp`) and calls
/// `wakeAll` after the lock. Because the number changes under the engine's lock and the
/// waiter compares it under this object's mutex before sleeping, a wake-up between the two
/// locks is never lost.
@usableFromInline
final class SenderParking: @unchecked Sendable {
    // @unchecked: `mutex` and `condition` are used only through pthread calls, which
    // synchronize themselves; `generation` is atomic.
    @usableFromInline let mutex: UnsafeMutablePointer<PlatformMutex.Storage>
    @usableFromInline let condition: UnsafeMutablePointer<PlatformCondition.Storage>

    /// Incremented, under the engine's lock, each time the waiters are woken.
    @usableFromInline let generation = Atomic<UInt>(0)

    /// A parking place nobody waits in.
    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        PlatformMutex.initialize(mutex)
        condition = .allocate(capacity: 1)
        PlatformCondition.initialize(condition)
    }

    deinit {
        PlatformCondition.deinitialize(condition)
        condition.deallocate()
        PlatformMutex.deinitialize(mutex)
        mutex.deallocate()
    }

    /// Without the engine's lock: sleeps until `generation` differs from `ticket`, the value
    /// read under the engine's lock when the caller decided to wait.
    @usableFromInline
    func wait(past ticket: UInt) {
        PlatformMutex.lock(mutex)
        while generation.load(ordering: .acquiring) == ticket {
            PlatformCondition.wait(condition, releasing: mutex)
        }
        PlatformMutex.unlock(mutex)
    }

    /// After the engine's lock, once `generation` was incremented under it: wakes every waiter.
    @usableFromInline
    func wakeAll() {
        PlatformMutex.lock(mutex)
        PlatformCondition.broadcast(condition)
        PlatformMutex.unlock(mutex)
    }
}
