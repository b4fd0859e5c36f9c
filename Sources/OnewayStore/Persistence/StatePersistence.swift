import Dispatch
import OnewayCore

/// A store's state, or a part of it, being saved to a `StateFile`: made by
/// `Store.persist(_:to:interval:scheduler:)`.
///
/// - **Coalesced.** A change arms one save, due `interval` later on `scheduler`; changes
///   until then are in the value that save reads, so there is at most one save per
///   interval and the latest value always wins. A value equal to the last one saved, or
///   whose encoding is what the file already holds, is not written.
/// - **Off the dispatching thread.** Attached to a store, the persistence is only told that
///   an action was applied, once until its save reads the state (a dispatch meanwhile pays
///   one comparison); reading the part, comparing, encoding and writing happen on
///   `scheduler`, and `dispatch` never waits for the disk.
/// - **Flushed** when asked (`flush()`), when the store is released (on the releasing
///   thread, before its release returns), when `dispose()` is called, and when the process
///   exits normally (a return from `main`, or `exit`).
/// - **Failures** (disk full, permission denied, the directory removed) are reported on
///   `errors` and retried at the next change; they never stop the store.
///
/// It keeps the last value it saved, to compare the next one with: an in-place reducer
/// changing a large collection inside the persisted part copies it once after each save,
/// so persist the parts that must survive a restart rather than a state holding large
/// collections.
///
/// Any thread. It lives as long as the store, whether or not the returned reference is kept.
public final class StatePersistence<Value: Codable & Sendable>: Disposable, @unchecked Sendable {
    // Unchecked Sendable: `pending` is guarded by its lock and the file by its own; the
    // subjects and disposables are thread-safe; `pull` reads the store under its lock.
    // `scheduler` (a `TestScheduler` is not `Sendable`) is given work only from the thread
    // notifying the store's observers (or delivering an observable's values), and
    // cancelled from the thread that releases the store or calls `dispose()`, as any operator
    // given a scheduler uses it.

    /// The file the values are saved to.
    public let file: StateFile<Value>
    /// The shortest time between two saves.
    public let interval: RxTimeInterval

    @usableFromInline let pending = LockedState(Pending())
    /// Reads the newest value from the store, for a persistence the store only tells that
    /// something changed (`nil` for one handed every value); `nil` once the store is gone.
    let pull: (() -> Value?)?
    /// Whether two values are equal, when the value is `Equatable`: an unchanged part is then
    /// not even encoded.
    let isSame: ((Value, Value) -> Bool)?
    let scheduler: any SchedulerType
    let timer = SerialDisposable()
    let subscription = SingleAssignmentDisposable()
    let errorSubject = PublishSubject<PersistenceError>()
    let savedSubject = PublishSubject<Value>()

    /// What the store has handed over since the last save.
    @usableFromInline
    struct Pending {
        /// The last value received.
        @usableFromInline var latest: Value?
        /// Whether `latest` is newer than the last value taken for a save.
        @usableFromInline var isChanged = false
        /// Whether a save is scheduled.
        @usableFromInline var isArmed = false
        /// Set once the store is released or `dispose()` was called.
        @usableFromInline var isFinished = false

        init() {}
    }

    /// Starts saving to `file` the values of the observation `subscribe` makes, which hands
    /// its events to `handle(_:)`; its first value is the current one.
    @usableFromInline
    convenience init(
        file: StateFile<Value>, interval: RxTimeInterval, scheduler: (any SchedulerType)?,
        subscribe: (StatePersistence) -> Disposable
    ) {
        self.init(file: file, interval: interval, scheduler: scheduler, pull: nil, isSame: nil)
        subscription.setDisposable(subscribe(self))
    }

    /// Starts saving the values `pull` reads from the store, which calls `changed()` after a
    /// change and `finish(with:)` when it is released; `stop` ends that.
    @usableFromInline
    convenience init(
        file: StateFile<Value>, interval: RxTimeInterval, scheduler: (any SchedulerType)?,
        pull: @escaping () -> Value?, isSame: ((Value, Value) -> Bool)?, stop: @escaping @Sendable () -> Void
    ) {
        self.init(file: file, interval: interval, scheduler: scheduler, pull: pull, isSame: isSame)
        subscription.setDisposable(Disposables.create(with: stop))
    }

    private init(
        file: StateFile<Value>, interval: RxTimeInterval, scheduler: (any SchedulerType)?,
        pull: (() -> Value?)?, isSame: ((Value, Value) -> Bool)?
    ) {
        require(interval != .never, "Store.persist: the interval must be a finite time, got .never")
        file.attach()
        self.file = file
        self.interval = interval
        self.scheduler =
            scheduler ?? SerialDispatchQueueScheduler(qos: .utility, internalSerialQueueName: "org.oneway.persistence")
        self.pull = pull
        self.isSame = isSame
        ExitFlush.register(self)
    }

    /// Errors of saves made in the background: scheduled saves, the save when the store is
    /// released and the one at exit. Emitted on the thread that tried to save; completes once
    /// the persistence has ended and made its last save.
    public var errors: Observable<PersistenceError> { errorSubject.asObservable() }

    /// Each value once it is durably in the file, from every kind of save, on the thread that
    /// saved it. Completes once the persistence has ended and made its last save.
    public var saved: Observable<Value> { savedSubject.asObservable() }

    /// Saves the last value received now, on the calling thread, unless the file already
    /// holds it; returns once it is durably written.
    ///
    /// - Throws: `PersistenceError` if the save failed (it is not reported on `errors`); the
    ///   value stays pending and is saved by the next save.
    public func flush() throws(PersistenceError) {
        pullLatest()
        switch save() {
        case .unchanged: break
        case .saved(let value): savedSubject.onNext(value)
        case .failed(let error): throw error
        }
    }

    /// Stops persisting: cancels the scheduled save, saves the last value received on the
    /// calling thread (a failure is reported on `errors`), and detaches the file, which may
    /// then be attached to a store again.
    public func dispose() {
        finish()
    }

    /// Takes an event of the store's observation: a newer value, or the end (the store was
    /// released). On the notifying thread, with no lock held.
    ///
    /// One closure for every event rather than `subscribe(onNext:onCompleted:)`, which adds
    /// an observer object and an optional closure call to each notification.
    @inlinable
    func handle(_ event: Event<Value>) {
        switch event {
        case .next(let value): receive(value)
        case .error, .completed: finish()
        }
    }

    /// Takes the store's newest value. On the notifying thread, with no lock held.
    @inlinable
    func receive(_ value: Value) {
        let (arm, previous) = pending.withLock { pending -> (Bool, Value?) in
            guard !pending.isFinished else { return (false, nil) }
            let previous = pending.latest.take()
            pending.latest = value
            pending.isChanged = true
            guard !pending.isArmed else { return (false, previous) }
            pending.isArmed = true
            return (true, previous)
        }
        // Released after the lock: the last reference to an old value may run deinit code.
        _ = consume previous
        if arm { schedule() }
    }

    /// The store changed: arms a save, unless one is armed. On the notifying thread, with no
    /// lock held.
    @usableFromInline
    func changed() {
        let arm = pending.withLock { pending -> Bool in
            guard !pending.isFinished, !pending.isArmed else { return false }
            pending.isArmed = true
            return true
        }
        if arm { schedule() }
    }

    /// Takes the store's newest value, for a persistence that reads it (`pull`).
    ///
    /// Disarming comes first, in the scheduled save: a change after it arms the next save,
    /// a change before it is in the value read here.
    func pullLatest() {
        guard let pull, let value = pull() else { return }
        let previous = pending.withLock { pending -> Value? in
            if !pending.isChanged, let isSame, let latest = pending.latest, isSame(latest, value) { return nil }
            defer { pending.latest = value }
            pending.isChanged = true
            return pending.latest
        }
        // Released after the lock: the last reference to an old value may run deinit code.
        _ = consume previous
    }

    /// Schedules the save for the changes received from now on.
    @usableFromInline
    func schedule() {
        timer.disposable = scheduler.scheduleRelative(self, dueTime: interval) { persistence in
            persistence.pending.withLock { $0.isArmed = false }
            persistence.pullLatest()
            persistence.report(persistence.save())
            return Disposables.create()
        }
    }

    /// The store was released, leaving `value`: one last save of it, then the end.
    @usableFromInline
    func finish(with value: Value) {
        let previous = pending.withLock { pending -> Value? in
            guard !pending.isFinished else { return nil }
            defer { pending.latest = value }
            pending.isChanged = true
            return pending.latest
        }
        _ = consume previous
        finish()
    }

    /// The store was released, or `dispose()` called: one last save, then the end.
    @usableFromInline
    func finish() {
        let isFirst = pending.withLock { pending in
            defer { pending.isFinished = true }
            return !pending.isFinished
        }
        guard isFirst else { return }
        timer.dispose()
        pullLatest()
        subscription.dispose()
        ExitFlush.unregister(self)
        report(save())
        file.detach()
        errorSubject.onCompleted()
        savedSubject.onCompleted()
    }

    /// Saves the newest value, if it changed since the last save took one.
    private func save() -> StateFile<Value>.SaveOutcome {
        let outcome = file.save {
            pending.withLock { pending in
                guard pending.isChanged else { return nil }
                pending.isChanged = false
                return pending.latest
            }
        }
        if case .failed = outcome {
            // Saved by the next save: the next change's, or a flush.
            pending.withLock { $0.isChanged = true }
        }
        return outcome
    }

    private func report(_ outcome: StateFile<Value>.SaveOutcome) {
        switch outcome {
        case .unchanged: break
        case .saved(let value): savedSubject.onNext(value)
        case .failed(let error): errorSubject.onNext(error)
        }
    }
}

extension StatePersistence: ExitFlushing {
    func flushAtExit() {
        pullLatest()
        report(save())
    }
}
