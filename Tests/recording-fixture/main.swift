// recording-fixture: records the fixture store of `RecordingFixture` to a file, for the
// recorder's tests (one kills it mid-run) and for CI's checks of oneway-inspect.
//
//   recording-fixture OUT [--actions N] [--full-state-every N] [--pace MS] [--notes BYTES]
//                         [--ready-after N]
//
// --actions -1 records until killed; --ready-after N prints "ready" once N steps are in the
// file; --pace waits between actions.

import Foundation
import Oneway
import RecordingFixture

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count,
        let number = Int(arguments[index + 1])
    else { return value }
    arguments.removeSubrange(index...index + 1)
    return number
}
let actions = option("--actions", default: 12)
let every = option("--full-state-every", default: 1)
let pace = option("--pace", default: 0)
let notes = option("--notes", default: 0)
let readyAfter = option("--ready-after", default: -1)
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
    FileHandle.standardError.write(
        Data(
            "usage: recording-fixture OUT [--actions N] [--full-state-every N] [--pace MS] [--notes BYTES] [--ready-after N]\n"
                .utf8))
    exit(2)
}

let initial = FixtureState(notes: String(repeating: "n", count: notes))
do {
    let recorder = try StoreRecorder<FixtureState, FixtureAction>(
        writingTo: arguments[0], initialState: initial, options: RecordingOptions(fullStateEvery: every))
    let store = Store(reducer: recorder.recording(fixtureReducer), state: initial)
    var number = 0
    while actions < 0 || number < actions {
        store.dispatch(fixtureAction(number))
        number += 1
        if number == readyAfter {
            recorder.flush()
            print("ready")
            fflush(nil)
        }
        if pace > 0 { usleep(useconds_t(pace * 1000)) }
    }
    try recorder.finish()
    print("recorded \(number) steps to \(arguments[0])")
} catch {
    FileHandle.standardError.write(Data("recording-fixture: \(error)\n".utf8))
    exit(1)
}
