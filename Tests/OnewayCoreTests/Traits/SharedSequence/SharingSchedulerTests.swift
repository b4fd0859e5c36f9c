import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

private enum MockTestError: Error {
    case failed
}

@Suite(.tracksResources)
@MainActor
struct SharingSchedulerTests {
    @Test("By default make returns a new MainScheduler, for Drivers and Signals alike")
    func defaultIsMain() {
        let first = SharingScheduler.make()
        #expect(first is MainScheduler)
        #expect(first as AnyObject !== SharingScheduler.make() as AnyObject)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
    }

    @Test("mock(scheduler:) hands its scheduler to the strategies while the action runs, then restores the default")
    func mockScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect(SharingScheduler.make() as AnyObject === scheduler)
            #expect(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            #expect(SignalSharingStrategy.scheduler as AnyObject === scheduler)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test("mock(makeScheduler:) calls its maker for each scheduler a Driver or Signal asks for")
    func mockMaker() {
        var made = 0
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(makeScheduler: {
            made += 1
            return scheduler
        }) {
            _ = Observable.just(1).asDriver(onErrorJustReturn: 0).debounce(.seconds(1))
            _ = OnewayCore.Signal<Int>.empty()
        }
        expectEqual(made, 3)
    }

    @Test("A mock inside a mock restores the outer one; a thrown error still restores the scheduler")
    func nestingAndErrors() throws {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                #expect(SharingScheduler.make() as AnyObject === inner)
            }
            #expect(SharingScheduler.make() as AnyObject === outer)
        }
        #expect(throws: MockTestError.failed) {
            try SharingScheduler.mock(scheduler: outer) { throw MockTestError.failed }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }
}
