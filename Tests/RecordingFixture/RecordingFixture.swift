import Foundation
import Oneway

/// A small store recorded by the recording tests and by CI's inspector checks: a counter, a
/// to-do list and a title, changed by a fixed script of actions.
package struct FixtureState: Codable, Equatable, Sendable {
    package struct Item: Codable, Equatable, Sendable {
        package var name: String
        package var done = false
    }

    package var count = 0
    package var items: [Item] = []
    package var title = "groceries"
    /// Filler that makes each line long, for the test that kills a recorder mid-write.
    package var notes = ""

    package init(notes: String = "") {
        self.notes = notes
    }
}

/// The fixture's actions; synthesized `Codable`, as an app's would be.
package enum FixtureAction: Codable, Equatable, Sendable {
    case increment
    case add(String)
    case toggle(Int)
    case rename(String)
    case remove(Int)
}

/// The fixture's reducer.
package let fixtureReducer = Reduce<FixtureState, FixtureAction> { state, action in
    switch action {
    case .increment: state.count += 1
    case .add(let name): state.items.append(FixtureState.Item(name: name))
    case .toggle(let index) where state.items.indices.contains(index): state.items[index].done.toggle()
    case .rename(let title): state.title = title
    case .remove(let index) where state.items.indices.contains(index): state.items.remove(at: index)
    case .toggle, .remove: break
    }
}

/// The same reducer with one bug: toggling marks an item done but never undone.
package let fixtureReducerWithABug = Reduce<FixtureState, FixtureAction> { state, action in
    if case .toggle(let index) = action, state.items.indices.contains(index) {
        state.items[index].done = true
    } else {
        fixtureReducer(&state, action)
    }
}

/// The fixture's script: action `number` (from 0) of a run, the same in every run.
package func fixtureAction(_ number: Int) -> FixtureAction {
    let names = ["milk", "eggs", "bread", "tea", "rice", "soap"]
    switch number % 8 {
    case 0, 3: return .add(names[(number / 8 + number % 8) % names.count])
    case 1, 5: return .increment
    case 2: return .toggle(0)
    case 4: return .rename("list \(number / 8 + 1)")
    case 6: return .toggle(0)
    default: return .remove(1)
    }
}

/// Where the `recording-fixture` executable is: beside the test binary, in the same build
/// folder; `nil` if it is not there.
package func recordingFixtureExecutable() -> String? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    #if os(Linux)
        folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
    // On Apple platforms the test binary sits a few folders deep in its bundle.
    for _ in 0..<5 {
        let candidate = folder.appendingPathComponent("recording-fixture").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        folder.deleteLastPathComponent()
    }
    return nil
}

/// Records the first `count` actions of the fixture's script through a store running
/// `reducer`, to the file at `path`, and finishes the recording.
package func recordFixture(
    _ count: Int, to path: String, options: RecordingOptions = RecordingOptions(),
    reducer: Reduce<FixtureState, FixtureAction> = fixtureReducer
) throws {
    let recorder = try StoreRecorder<FixtureState, FixtureAction>(
        writingTo: path, initialState: FixtureState(), options: options)
    let store = Store(reducer: recorder.recording(reducer), state: FixtureState())
    for number in 0..<count { store.dispatch(fixtureAction(number)) }
    try recorder.finish()
}
