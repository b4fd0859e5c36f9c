import Foundation
import Oneway

/// A store with a `StoreRecorder` writing every action and state to a file, beside the same
/// store without one: what recording adds to a dispatch.
let recordingScenarios: [Scenario] = [recordedUntilWritten, recordedCallerShare, recordedByMiddleware]

/// A small app state: a counter and a list of twenty items, about 700 bytes of JSON.
private struct ListState: Codable, Sendable {
    struct Item: Codable, Sendable {
        var title: String
        var done = false
    }

    var count = 0
    var items = (0..<20).map { Item(title: "item number \($0)") }
}

private enum ListAction: Codable, Sendable {
    case toggle(Int)
}

private typealias ListReducer = (inout ListState, ListAction) -> Void

private func listReducer(_ state: inout ListState, _ action: ListAction) {
    switch action {
    case .toggle(let index):
        state.items[index].done.toggle()
        state.count &+= 1
    }
}

/// Every dispatch recorded, the timing ending when the last line is in the file: the whole
/// cost, encoding and writing included, on a machine where the writing competes for the cores.
private let recordedUntilWritten = recordedDispatches(
    "Store recording: dispatch with a recorder writing to a file, until written", waitingForTheFile: true)

/// The dispatching thread's share only: the lines are written after the timing ends (the
/// run's teardown waits for them, untimed). What the recorder adds to `dispatch` itself.
private let recordedCallerShare = recordedDispatches(
    "Store recording: dispatch with a recorder writing to a file, caller's share", waitingForTheFile: false)

/// The caller's share again, with the recorder given to the store as a middleware rather than
/// wrapping its reducer.
private let recordedByMiddleware = recordedDispatches(
    "Store recording: dispatch with a recorder middleware writing to a file, caller's share",
    waitingForTheFile: false, asMiddleware: true)

private func recordedDispatches(_ name: String, waitingForTheFile: Bool, asMiddleware: Bool = false) -> Scenario {
    Scenario(
        name, unit: .nanoseconds(per: "dispatch"), operations: 40_000, quickOperations: 2_000,
        library: { dispatches in
            let recording = RecordingRun(asMiddleware: asMiddleware)
            return {
                for dispatch in 0..<dispatches { recording.store.dispatch(.toggle(dispatch % 20)) }
                if waitingForTheFile { recording.recorder.flush() }
                return recording.store.state.count
            }
        },
        baseline: unrecordedDispatches
    )
}

/// The same dispatches to the same store, without a recorder.
@Sendable private func unrecordedDispatches(_ dispatches: Int) -> () -> Int {
    let store = Store(reducer: opaque(listReducer as ListReducer), state: ListState())
    return {
        for dispatch in 0..<dispatches { store.dispatch(.toggle(dispatch % 20)) }
        return store.state.count
    }
}

/// A recorded store and its file, which go away (after the last line is written) with it.
private final class RecordingRun {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("oneway-bench-\(UUID().uuidString).jsonl")
        .path
    let recorder: StoreRecorder<ListState, ListAction>
    let store: Store<ListState, ListAction>

    init(asMiddleware: Bool) {
        do {
            recorder = try StoreRecorder(writingTo: path, initialState: ListState())
        } catch {
            fatalError("oneway-bench: \(error)")
        }
        let reducer = opaque(listReducer as ListReducer)
        store =
            asMiddleware
            ? Store(reducer: reducer, state: ListState(), middleware: [recorder.middleware])
            : Store(reducer: recorder.recording(reducer), state: ListState())
    }

    deinit {
        recorder.flush()
        try? FileManager.default.removeItem(atPath: path)
    }
}
