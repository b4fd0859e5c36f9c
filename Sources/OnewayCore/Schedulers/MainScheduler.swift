import Dispatch
import Synchronization

/// Runs work on the main queue (`DispatchQueue.main`), for UI work and for observing on
/// the main thread with `observe(on:)`.
///
/// `instance` runs an action at once when called on the main queue with nothing of its own
/// queued or running there, and dispatches it asynchronously otherwise, so actions always
/// run in the order scheduled. `asyncInstance` always dispatches. To subscribe on the main
/// queue, `ConcurrentMainScheduler` suits better.
///
/// On Linux the main queue runs only while the main thread is in `dispatchMain()` or runs a
/// `RunLoop`; otherwise work dispatched to it never runs. (An `async` `main`, as used by
/// Swift's test runners, ends in `dispatchMain()`; there the main queue's work runs on
/// another thread than the process's first one.)
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // Sendable: the superclass's properties are immutable, and the count is atomic.

    // Actions this scheduler has queued on, or is running on, the main queue.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a scheduler on the main queue. Prefer the shared `instance`.
    public init() {
        super.init(serialQueue: .main)
    }

    /// The shared main-queue scheduler that runs work at once when it can.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always dispatches work asynchronously, even when called
    /// on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: .main)

    /// Stops the program, with `errorMessage` or a default message, unless called on the
    /// main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard MainQueue.isCurrent else {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread; MainScheduler work must run on the main queue: "
                    + "use MainScheduler.instance.schedule"
            )
        }
    }

    /// Stops the program, with `errorMessage` or a default message, unless called on the
    /// main thread.
    ///
    /// Checked on Apple platforms only, as in RxSwift: on Linux the main queue may run on
    /// another thread (see the type's documentation), so this does nothing there.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard ThreadIdentity.isMainThread != false else {
            fatalError(errorMessage ?? "Running on a background thread; this must run on the main thread")
        }
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if claimImmediateRun() {
            defer { endRun() }
            return action(state)
        }
        let item = ScheduledItem { action(state) }
        // The item (an `@unchecked Sendable` box for the non-`Sendable` action) moves to the
        // main queue and is invoked there once; this thread never calls the action.
        configuration.queue.async { [self] in
            item.invoke()
            endRun()
        }
        return item
    }

    // Counts the work in flight: work runs at once only when none of this scheduler's is
    // queued or running, so that it never overtakes work scheduled before it.
    override func claimImmediateRun() -> Bool {
        let previouslyEnqueued = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        return previouslyEnqueued == 0 && MainQueue.isCurrent
    }

    override func endRun() {
        numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
    }

    override func enqueue(_ work: @escaping () -> Void) {
        let work = UncheckedSendable(work)
        configuration.queue.async { [self] in
            work.value()
            endRun()
        }
    }
}

/// Tells whether the caller runs on the main queue, by a specific key set on that queue
/// (true on the main thread outside any queue, too).
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) ?? false
    }
}
