import Oneway
import OnewayTestSupport
import OnewayTesting
import Testing

/// RxCocoa-style code in the Swift 6 language mode with the main actor as default isolation, as an
/// app target has: it builds, and `drive`, called from main-actor code, runs on virtual time.
@Suite(.tracksResources)
struct SearchViewModelTests {
    @Test("The view model's Drivers and Signal reach the view on the mocked sharing scheduler")
    func searchDrivesTheView() {
        // Ticks of a millisecond, so that the view model's 300 ms debounce is 300 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel { query in
                scheduler.createColdObservable([.next(20, ["\(query) 1", "\(query) 2"]), .completed(20)]).asObservable()
            }
            let text = scheduler.createHotObservable([.next(210, Optional("ada")), .next(600, nil)])
            let taps = scheduler.createHotObservable([.next(300, ())])
            let view = SearchView()
            scheduler.scheduleAt(200) {
                view.bind(
                    viewModel, text: ControlProperty(values: text, valueSink: AnyObserver { _ in }),
                    button: ControlEvent(events: taps))
            }
            var seen: [String] = []
            for time in [300, 560, 1000] {
                scheduler.scheduleAt(time) { seen.append("\(view.title) \(view.rows) \(view.spinning)") }
            }
            scheduler.start()
            // "ada" settles at 511 and its answer arrives at 532; the cleared field at 901, its
            // answer at 922. The tap at 300 reads the query at that time.
            expectEqual(
                seen,
                [
                    " [] true",
                    "2 found [\"ada 1\", \"ada 2\"] false",
                    "2 found [\" 1\", \" 2\"] false",
                ])
            expectEqual(view.shown, ["searched for ada"])
        }
    }
}
