import Oneway
import OnewayTesting

/// The errors the creating and transforming operators' tests send and expect.
enum CreatingTestError: Error {
    case boom
    case bang
}

/// A resource for `using` tests: records the virtual times at which it was created and
/// disposed, as RxTest's `MockDisposable` does.
final class TickRecordingDisposable: Disposable {
    private let scheduler: TestScheduler
    /// The creation tick, then one tick per `dispose()` call.
    private(set) var ticks: [TestTime]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks = [scheduler.clock]
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}
