/// The bookkeeping that `buffer(timeSpan:count:scheduler:)` and
/// `window(timeSpan:count:scheduler:)` share: which window is open, how many elements it
/// holds, and the timer that closes it.
///
/// A window closes when it holds `maxCount` elements or when its timer fires, whichever
/// comes first; the next window opens at once, with a new identifier, so that the timer of
/// a window closed by its count finds it gone and does nothing. A new window's timer is
/// pending until the thread that delivers the window's opening takes it and starts it, as
/// RxSwift starts it after forwarding: timers never run ahead of deliveries. Lives inside
/// the operator's lock; the methods only decide, and return disposables for the caller to
/// dispose after unlocking.
struct TimeCountWindows {
    let maxCount: Int
    /// The identifier of the open window; its timer carries it.
    private(set) var windowID = 0
    private(set) var isStopped = false
    private var count = 0
    private var timer: Disposable?
    // The first window's timer is pending from the start.
    private var pendingTimer: Int? = 0

    init(maxCount: Int) {
        self.maxCount = maxCount
    }

    /// Counts an element into the open window; returns whether that filled it, in which
    /// case the next window is open.
    mutating func elementArrived() -> Bool {
        count += 1
        guard count == maxCount else { return false }
        openNextWindow()
        return true
    }

    /// The timer of window `id` fired; returns whether `id` was still open, in which case
    /// the next window is open.
    mutating func timerFired(for id: Int) -> Bool {
        guard !isStopped, id == windowID else { return false }
        openNextWindow()
        return true
    }

    /// Takes the identifier of the window whose timer must be started, if any.
    mutating func takePendingTimer() -> Int? {
        defer { pendingTimer = nil }
        return isStopped ? nil : pendingTimer
    }

    /// Keeps `timer` as the open window's timer if it belongs to it; returns the timer the
    /// caller must dispose: the replaced one, or `timer` itself if its window is already
    /// closed (a newer window has its own timer).
    mutating func install(_ timer: Disposable, for id: Int) -> Disposable? {
        guard !isStopped, id == windowID else { return timer }
        defer { self.timer = timer }
        return self.timer
    }

    /// Closes for good: no window opens after this. Returns the timer to dispose.
    mutating func stop() -> Disposable? {
        isStopped = true
        pendingTimer = nil
        defer { timer = nil }
        return timer
    }

    private mutating func openNextWindow() {
        windowID &+= 1
        count = 0
        pendingTimer = windowID
    }
}

extension LockedState {
    /// Starts the pending timer of the windows kept at `windows` in this state, if any: the
    /// one `TimeCountWindows.takePendingTimer()` hands out, scheduled `timeSpan` later on
    /// `scheduler`, outside the lock.
    ///
    /// The timer is kept only if its window is still open once it is scheduled; otherwise,
    /// and for the timer it replaces, it is disposed after the lock is released. `fired`
    /// receives the window's identifier on the scheduler's thread.
    func startPendingTimer(
        of windows: WritableKeyPath<State, TimeCountWindows>,
        timeSpan: RxTimeInterval,
        scheduler: SchedulerType,
        fired: @escaping (Int) -> Void
    ) {
        guard let id = withLock({ $0[keyPath: windows].takePendingTimer() }) else { return }
        let timer = scheduler.scheduleRelative(id, dueTime: timeSpan) { id in
            fired(id)
            return Disposables.create()
        }
        withLock { $0[keyPath: windows].install(timer, for: id) }?.dispose()
    }
}
