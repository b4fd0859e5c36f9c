import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct ResourcesTests {
    @Test("isTracking is true in debug builds, where a live subscription counts in total until disposed")
    func isTracking() {
        #if DEBUG
            #expect(Resources.isTracking)
        #else
            #expect(!Resources.isTracking)
        #endif
        let subject = PublishSubject<Int>()
        let before = Resources.total
        do {
            let subscription = subject.subscribe(onNext: { _ in })
            #expect((Resources.total > before) == Resources.isTracking)
            subscription.dispose()
        }
        #expect(Resources.total == before)
    }
}
