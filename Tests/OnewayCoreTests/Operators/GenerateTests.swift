import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct GenerateTests {
    @Test("generate emits each state while the condition holds, one action per step, then completes")
    func finite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        expectEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    @Test("generate fails when the condition throws")
    func conditionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0, condition: { _ in throw CreatingTestError.boom }, scheduler: scheduler
            ) { $0 + 1 }
        }
        expectEqual(res.events, [.error(201, CreatingTestError.boom)])
    }

    @Test("generate fails when iterate throws, after the initial state")
    func iterateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) -> Int in
                throw CreatingTestError.boom
            }
        }
        expectEqual(res.events, [.next(201, 0), .error(202, CreatingTestError.boom)])
    }

    @Test("generate disposed in the middle stops between two steps")
    func disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        expectEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    @Test("generate under take iterates only as often as take needs")
    func withTake() {
        var iterations = 0
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }) { state in
            iterations += 1
            return state + 1
        }
        .take(4)
        .subscribe(onNext: { received.append($0) })
        expectEqual(received, [0, 1, 2, 3])
        expectEqual(iterations, 3)
    }

    @Test("generate with a condition false at the start completes with no element")
    func emptyAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { $0 < 10 }, scheduler: scheduler) { $0 + 1 }
        }
        expectEqual(res.events, [.completed(201)])
    }
}
