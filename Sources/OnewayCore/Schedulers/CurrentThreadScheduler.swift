/// Runs work on the current thread through a trampoline: work scheduled while other work
/// is running on this thread is queued and run, in FIFO order, once that work returns.
///
/// Recursive scheduling therefore never grows the stack. The first `schedule` on a thread
/// runs its action at once and then drains the queue before returning. Every subscription
/// to a Oneway operator starts inside this trampoline, as in RxSwift. Each thread has its
/// own trampoline, so the scheduler is safe to use from any thread; work never moves
/// between threads.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler for the calling thread's trampoline.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread, so that `schedule` would run its
    /// action immediately instead of queueing it.
    public static var isScheduleRequired: Bool {
        guard let raw = trampolines.object else { return true }
        return Unmanaged<Trampoline>.fromOpaque(raw)._withUnsafeGuaranteedRef { !$0.state.pointee.isRunning }
    }

    /// Runs `action` now if no trampoline is running on this thread (draining what it
    /// schedules before returning), or queues it behind the running work otherwise.
    ///
    /// - Returns: The action's disposable when it ran at once; otherwise a disposable that
    ///   skips the queued action, or disposes what it returned once it has run.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        let pointer = trampoline.state
        if pointer.pointee.isRunning {
            let item = ScheduledItem { action(state) }
            pointer.pointee.queue.append(item)
            return item
        }
        pointer.pointee.isRunning = true
        defer { pointer.pointee.isRunning = false }
        let disposable = action(state)
        while let item = pointer.pointee.queue.popFirst() {
            item.invoke()
        }
        if pointer.pointee.queue.capacity > Trampoline.retainedCapacity {
            // A burst of work grew the queue; do not keep its buffer for the thread's lifetime.
            pointer.pointee.queue = Queue()
        }
        return withExtendedLifetime(trampoline) { disposable }
    }

    /// Runs `body` now, inside this thread's trampoline: nested in the running work if a
    /// trampoline is running, otherwise in a new one that then drains what `body` scheduled
    /// before returning.
    ///
    /// What `schedule` does for an action that runs at once, without the escaping closure a
    /// scheduled action needs: subscriptions start this way, and allocate nothing for it.
    @usableFromInline
    static func runInTrampoline(_ body: () -> Void) {
        let trampoline = Trampoline.current
        let pointer = trampoline.state
        if pointer.pointee.isRunning { return body() }
        pointer.pointee.isRunning = true
        defer { pointer.pointee.isRunning = false }
        body()
        while let item = pointer.pointee.queue.popFirst() {
            item.invoke()
        }
        if pointer.pointee.queue.capacity > Trampoline.retainedCapacity {
            pointer.pointee.queue = Queue()
        }
        withExtendedLifetime(trampoline) {}
    }
}

/// One thread's trampoline, created on the thread's first `schedule` and kept until the
/// thread exits, so that scheduling allocates nothing beyond the queued items. Only its
/// thread touches it.
///
/// The state lives in a `ManagedBuffer` header, reached through a pointer, so that this
/// per-subscription path pays no dynamic exclusivity check.
private final class Trampoline: ManagedBuffer<Trampoline.State, Void> {
    struct State {
        var isRunning = false
        var queue = Queue<ScheduledItem>()
    }

    static let retainedCapacity = 256

    /// The state; valid while the trampoline is alive (the thread's lifetime).
    var state: UnsafeMutablePointer<State> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// The calling thread's trampoline.
    static var current: Trampoline {
        if let raw = trampolines.object {
            return Unmanaged<Trampoline>.fromOpaque(raw).takeUnretainedValue()
        }
        // `create` returns an instance of the subclass it is called on.
        let trampoline = unsafeDowncast(Trampoline.create(minimumCapacity: 0) { _ in State() }, to: Trampoline.self)
        let result = trampolines.set(retained: Unmanaged.passRetained(trampoline).toOpaque())
        require(result == 0, "CurrentThreadScheduler: pthread_setspecific failed with \(result)")
        return trampoline
    }
}

/// Each thread's trampoline, released when the thread exits.
private let trampolines: ThreadLocalSlot = {
    var error: Int32 = 0
    guard let slot = ThreadLocalSlot(error: &error) else {
        fatalError("CurrentThreadScheduler: pthread_key_create failed with \(error)")
    }
    return slot
}()
