import Oneway
import OnewayTesting
import Testing

// `Signal` is `OnewayCore.Signal` in these tests: the delivery engine's tests declare a `Signal` of
// their own in this target.

/// Runs `body` with a new `TestScheduler` as the scheduler every `Driver` and `Signal` built in
/// it delivers on (`SharingScheduler.mock`), as RxCocoa's own tests do.
///
/// The mock holds for the whole process while `body` runs: the suites that call this are
/// `.tracksResources`, whose tests run one at a time.
@MainActor
func onSharingTestScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0)
    try SharingScheduler.mock(scheduler: scheduler) { try body(scheduler) }
}

/// Counts the subscriptions a source receives, to tell shared work from repeated work.
final class SubscriptionCounter {
    private(set) var count = 0

    /// `source`, counting each subscription made to it.
    func counting<Element>(_ source: Observable<Element>) -> Observable<Element> {
        Observable.deferred { [self] in
            count += 1
            return source
        }
    }
}

/// How an exit test's child process ends when it breaks a rule checked in debug builds only:
/// stopped in debug builds, normally in release builds.
var exitOfDebugOnlyStop: ExitTest.Condition {
    #if DEBUG
        .failure
    #else
        .success
    #endif
}

/// In debug builds, expects the child process of an exit test to have written `message` to its
/// standard error: the message naming the rule a stop broke. Release builds do not stop there, so
/// there is no message to check.
func expectStopMessage(
    _ result: ExitTest.Result?, contains message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #if DEBUG
        let written = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(written.contains(message), "the stop's message: \(written)", sourceLocation: sourceLocation)
    #endif
}
