import Dispatch
import Oneway
import OnewayTestSupport
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Values appended from any thread, read after the writers are done.
final class SharedLog<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    func append(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] {
        storage.withLock { $0 }
    }
}

/// Marks a queue so that work can check it runs there (through target queues, too).
struct QueueTag: Sendable {
    let name: String
    private let key = DispatchSpecificKey<String>()

    init(_ name: String) {
        self.name = name
    }

    func mark(_ queue: DispatchQueue) {
        queue.setSpecific(key: key, value: name)
    }

    /// Whether the caller runs on a queue marked with this tag.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == name
    }
}

/// The tag on the main queue.
enum MainQueueTag {
    static let shared: QueueTag = {
        let tag = QueueTag("main")
        tag.mark(.main)
        return tag
    }()
}

/// Checks that work never overlaps: each piece calls `enter()` on start and `leave()` on end.
final class OverlapDetector: Sendable {
    private let active = Atomic<Int>(0)
    private let maximum = Atomic<Int>(0)

    func enter() {
        let now = active.add(1, ordering: .acquiringAndReleasing).newValue
        maximum.max(now, ordering: .relaxed)
    }

    func leave() {
        active.subtract(1, ordering: .acquiringAndReleasing)
    }

    /// The most pieces of work that ran at the same time.
    var maximumOverlap: Int {
        maximum.load(ordering: .relaxed)
    }
}

/// A single-threaded scheduler on a manual clock in milliseconds, for testing what is built
/// on `scheduleRelative` without real time. Work due at the same time runs in the order it
/// was scheduled.
final class ManualClockScheduler: SchedulerType {
    private struct Item {
        let dueTime: Int
        let sequence: Int
        let work: ManualClockWork
    }

    /// The current virtual time, in milliseconds.
    private(set) var clock = 0
    private var items: [Item] = []
    private var nextSequence = 0

    var now: Date {
        Date(timeIntervalSince1970: Double(clock) / 1000)
    }

    /// Runs at the start of every `scheduleRelative` (and `schedule`), before the work is
    /// queued, so that a test can act while a caller is in the middle of scheduling.
    var willSchedule: (() -> Void)?

    /// The due times of the work scheduled and neither run nor disposed, in order.
    var pendingDueTimes: [Int] {
        items.filter { !$0.work.isDisposed }.map(\.dueTime).sorted()
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .milliseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        willSchedule?()
        let work = ManualClockWork { action(state) }
        items.append(Item(dueTime: clock + milliseconds(dueTime), sequence: nextSequence, work: work))
        nextSequence += 1
        return work
    }

    /// Runs, in order, the work due up to `time`, moving the clock to each item's due time,
    /// and leaves the clock at `time`.
    func advance(to time: Int) {
        while let index = nextIndex(dueBy: time) {
            let item = items.remove(at: index)
            clock = max(clock, item.dueTime)
            item.work.run()
        }
        clock = time
    }

    /// Runs the one piece of work due next, if any is due by the current time.
    func runNext() {
        guard let index = nextIndex(dueBy: clock) else { return }
        items.remove(at: index).work.run()
    }

    private func nextIndex(dueBy time: Int) -> Int? {
        items.indices
            .filter { items[$0].dueTime <= time }
            .min { (items[$0].dueTime, items[$0].sequence) < (items[$1].dueTime, items[$1].sequence) }
    }

    private func milliseconds(_ interval: RxTimeInterval) -> Int {
        switch interval {
        case .seconds(let value): value * 1000
        case .milliseconds(let value): value
        case .microseconds(let value): value / 1000
        case .nanoseconds(let value): value / 1_000_000
        case .never: Int.max / 2
        @unknown default: fatalError("ManualClockScheduler: unsupported interval \(interval)")
        }
    }
}

/// One piece of work of `ManualClockScheduler`.
final class ManualClockWork: Cancelable {
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private(set) var isDisposed = false

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    func run() {
        guard !isDisposed, let action else { return }
        self.action = nil
        result = action()
    }

    func dispose() {
        isDisposed = true
        action = nil
        result?.dispose()
        result = nil
    }
}

/// A count shared between threads.
final class SharedCounter: Sendable {
    private let storage = Atomic<Int>(0)

    func increment() {
        storage.add(1, ordering: .acquiringAndReleasing)
    }

    var value: Int {
        storage.load(ordering: .acquiring)
    }
}
