import Dispatch
import Oneway
import OnewayTestSupport
import RecordingFixture
import Testing

@testable import OnewayStore

@Suite(.tracksResources)
struct RecorderMiddlewareTests {
    let folder = TemporaryFolder()

    @Test("As a middleware, the recorder writes each applied action with exactly the state it left")
    func exactStates() throws {
        let path = folder.file("middleware.jsonl")
        let recorder = try StoreRecorder<FixtureState, FixtureAction>(writingTo: path, initialState: FixtureState())
        // A follow-up from a middleware and one from an observer: both are queued and recorded
        // in the order the reducer applied them.
        let addThenToggle = Middleware<FixtureState, FixtureAction>(onAction: { store, action, next in
            if case .add = action { store.dispatch(.toggle(0)) }
            next(action)
        })
        let store = Store(
            reducer: fixtureReducer, state: FixtureState(), middleware: [addThenToggle, recorder.middleware])
        let subscription = store.observe(\.count).subscribe(onNext: { count in
            if count == 1 { store.dispatch(.rename("after one")) }
        })
        defer { subscription.dispose() }
        store.dispatch(.add("milk"))
        store.dispatch(.increment)
        try recorder.finish()
        let (_, steps, incomplete) = try RecordingReader.read(at: path)
        #expect(incomplete == nil)
        let actions = try [
            #"{"add":{"_0":"milk"}}"#, #"{"toggle":{"_0":0}}"#, #"{"increment":{}}"#, #"{"rename":{"_0":"after one"}}"#,
        ]
        .map { try JSONValue(parsing: $0) }
        expectEqual(steps.map(\.action), actions)
        let milk = #"[{"done":false,"name":"milk"}]"#
        let milkDone = #"[{"done":true,"name":"milk"}]"#
        let states = try [
            #"{"count":0,"items":\#(milk),"notes":"","title":"groceries"}"#,
            #"{"count":0,"items":\#(milkDone),"notes":"","title":"groceries"}"#,
            #"{"count":1,"items":\#(milkDone),"notes":"","title":"groceries"}"#,
            #"{"count":1,"items":\#(milkDone),"notes":"","title":"after one"}"#,
        ].map { try JSONValue(parsing: $0) }
        expectEqual(steps.map(\.state), states)
        try Replay.verify(recordingAt: path, reducer: fixtureReducer)
    }

    @Test("From four threads, the middleware recorder writes every action once, in the store's order")
    func severalThreads() throws {
        let path = folder.file("threads.jsonl")
        let recorder = try StoreRecorder<FixtureState, FixtureAction>(writingTo: path, initialState: FixtureState())
        let store = Store(reducer: fixtureReducer, state: FixtureState(), middleware: [recorder.middleware])
        let finished = runOnThreads(4) { thread in
            for number in 0..<500 { store.dispatch(number % 2 == 0 ? .increment : .rename("t\(thread)-\(number)")) }
        }
        #expect(finished, "the dispatching threads did not finish")
        try recorder.finish()
        let (_, steps, _) = try RecordingReader.read(at: path)
        expectEqual(steps.map(\.seq), Array(1...2000))
        expectEqual(steps.last?.state["count"], .number("1000"))
        try Replay.verify(recordingAt: path, reducer: fixtureReducer)
    }
}
