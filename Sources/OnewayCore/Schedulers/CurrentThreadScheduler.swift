#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs work on the current thread through a trampoline: work scheduled while other work
/// is running on this thread is queued and run, in FIFO order, once that work returns.
///
/// Recursive scheduling therefore never grows the stack. The first `schedule` on a thread
/// runs its action at once and then drains the queue before returning. Every subscription
/// to a Oneway operator starts inside this trampoline, as in RxSwift.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler for the calling thread's trampoline.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether no trampoline is running on this thread, so that `schedule` would run its
    /// action immediately.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(trampolineKey) == nil
    }

    /// Runs `action` now if no trampoline is running on this thread (draining what it
    /// schedules before returning), or queues it behind the running work otherwise.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let raw = pthread_getspecific(trampolineKey) {
            let trampoline = Unmanaged<Trampoline>.fromOpaque(raw).takeUnretainedValue()
            let item = ScheduledItem { action(state) }
            trampoline.queue.append(item)
            return item
        }
        let trampoline = Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        defer {
            pthread_setspecific(trampolineKey, nil)
            Unmanaged.passUnretained(trampoline).release()
        }
        let disposable = action(state)
        while let item = trampoline.queue.popFirst() {
            item.invoke()
        }
        return disposable
    }
}

/// The queue of one thread's trampoline; only that thread touches it.
private final class Trampoline {
    var queue = Queue<ScheduledItem>()
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, nil)
    precondition(result == 0, "CurrentThreadScheduler: pthread_key_create failed with \(result)")
    return key
}()
