import Dispatch
import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// A label-like target that records each value with the virtual time it was set at.
private final class Display {
    private let scheduler: TestScheduler
    private(set) var log: [String] = []
    var text = "" {
        didSet { log.append("\(scheduler.clock) \(text)") }
    }

    init(scheduler: TestScheduler) { self.scheduler = scheduler }
}

/// A target with no state, which may cross threads.
private final class Placeholder: Sendable {}

@Suite(.tracksResources)
struct BinderTests {
    @Test("Binder applies each element on its scheduler: one tick after it arrives, on a TestScheduler")
    func appliesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "x"), .next(210, "a"), .next(220, "b"), .completed(230), .next(240, "late"),
        ])
        let display = Display(scheduler: scheduler)
        let binder = Binder(display, scheduler: scheduler) { display, text in display.text = text }
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: binder) }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        scheduler.start()
        // Completion is ignored: the target keeps the last value.
        expectEqual(display.log, ["211 a", "221 b"])
        expectEqual(display.text, "b")
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("Binder holds its target weakly: an element whose action runs after the target is gone is dropped")
    func targetReleasedBeforeBinding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        var bound: [String] = []
        var display: Display? = Display(scheduler: scheduler)
        weak let watched = display
        var freedBeforeBinding = false
        let binder = Binder(display!, scheduler: scheduler) { display, text in
            display.text = text
            bound.append("\(scheduler.clock) \(text)")
        }
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: binder) }
        // Runs after the event at 210 (scheduled earlier), before its binding at 211: the
        // pending action must not keep the target alive.
        scheduler.scheduleAt(210) {
            display = nil
            freedBeforeBinding = watched == nil
        }
        scheduler.scheduleAt(1000) { binding?.dispose() }
        scheduler.start()
        #expect(freedBeforeBinding)
        #expect(bound.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("Binder's asObserver forwards every event to the binder")
    func asObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let display = Display(scheduler: scheduler)
        let observer = Binder(display, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 }.asObserver()
        observer.onNext("a")
        observer.onNext("b")
        observer.onCompleted()
        expectEqual(display.log, ["0 a", "0 b"])
    }

    @Test("Binder with the default scheduler applies an element at once when it arrives on the main queue")
    func defaultSchedulerOnMainQueue() {
        let log = SharedLog<String>()
        onMainQueue {
            let target = Placeholder()
            Binder(target) { _, value in log.append("bound \(value)") }.onNext("a")
            log.append("onNext returned")
        }
        expectEqual(log.values, ["bound a", "onNext returned"])
    }

    @Test("Binder with the default scheduler applies an element sent from another thread on the main queue")
    func defaultSchedulerFromBackground() {
        let log = SharedLog<String>()
        let bound = DispatchSemaphore(value: 0)
        let target = Placeholder()
        DispatchQueue.global().sync {
            Binder(target) { _, value in
                log.append(MainQueueTag.shared.isCurrent ? "main \(value)" : "elsewhere \(value)")
                bound.signal()
            }
            .onNext("a")
        }
        bound.waitOrRecordIssue()
        expectEqual(log.values, ["main a"])
        withExtendedLifetime(target) {}
    }

    @Test("Binder stops the process on an error in debug builds, and only reports it in release builds")
    func errorIsABindingFailure() async {
        #if DEBUG
            let exit = ExitTest.Condition.failure
        #else
            let exit = ExitTest.Condition.success
        #endif
        await #expect(processExitsWith: exit) {
            final class Target {}
            let target = Target()
            Binder<Int>(target, scheduler: CurrentThreadScheduler.instance) { _, _ in }.onError(RxError.unknown)
            withExtendedLifetime(target) {}
        }
    }
}
