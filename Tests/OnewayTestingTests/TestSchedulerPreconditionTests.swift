import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

@Suite(.tracksResources)
struct TestSchedulerPreconditionTests {
    @Test("sleep into the past stops the process")
    func sleepIntoThePast() async {
        await #expect(processExitsWith: .failure) {
            TestScheduler(initialClock: 100).sleep(-1)
        }
    }

    @Test("advanceTo from inside scheduled work stops the process")
    func advanceToWhileRunning() async {
        await #expect(processExitsWith: .failure) {
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.scheduleAt(10) { scheduler.advanceTo(20) }
            scheduler.start()
        }
    }

    @Test("start with subscribed before created stops the process")
    func startOutOfOrder() async {
        await #expect(processExitsWith: .failure) {
            _ = TestScheduler(initialClock: 0).start(created: 200, subscribed: 100, disposed: 1000) {
                Observable<Int>.never()
            }
        }
    }

    @Test("A resolution that is not positive stops the process")
    func badResolution() async {
        await #expect(processExitsWith: .failure) {
            _ = TestScheduler(initialClock: 0, resolution: 0)
        }
    }
}
