import Foundation
import OnewayStore
import OnewayTestSupport
import TerminalUI
import Testing

@testable import RecordingInspector

@Suite(.tracksResources)
struct InspectorViewTests {
    let folder = TemporaryFolder()

    private func recording(_ count: Int = 16) throws -> InspectedRecording {
        try recordFixture(count, in: folder)
        return try InspectedRecording(path: folder.file("r.jsonl"))
    }

    private func press(_ keys: [Key], _ view: inout InspectorView, _ recording: InspectedRecording) {
        for key in keys { _ = view.handle(key, in: recording) }
    }

    private func type(_ text: String) -> [Key] { text.map { .character($0) } }

    @Test("Down and up step through the steps, Home and End go to the first and the last")
    func stepping() throws {
        let recording = try recording()
        var view = InspectorView()
        press([.down, .down, .character("j")], &view, recording)
        expectEqual(view.selected, 3)
        press([.up], &view, recording)
        expectEqual(view.selected, 2)
        press([.end], &view, recording)
        expectEqual(view.selected, 16)
        press([.down], &view, recording)
        expectEqual(view.selected, 16)
        press([.character("g")], &view, recording)
        expectEqual(view.selected, 0)
    }

    @Test("A colon, a number and Enter jump to that step; a step that does not exist is named on the bottom line")
    func jumping() throws {
        let recording = try recording()
        var view = InspectorView()
        press([.character(":")] + type("12") + [.enter], &view, recording)
        expectEqual(view.selected, 12)
        press([.character(":")] + type("99") + [.enter], &view, recording)
        expectEqual(view.selected, 12)
        let bottom = view.lines(for: recording, width: 100, height: 20).last?.text ?? ""
        #expect(bottom.hasPrefix("there is no step 99; the steps are 0 to 16"))
    }

    @Test("A slash and text filter the list by action name; Enter keeps the filter, Escape drops it")
    func filtering() throws {
        let recording = try recording()
        var view = InspectorView()
        press([.character("/")] + type("TOG"), &view, recording)
        expectEqual(view.input, .filter("TOG", previous: ""))
        press([.enter], &view, recording)
        expectEqual(view.listedSteps(of: recording), [3, 7, 11, 15])
        expectEqual(view.selected, 3, "the selection moves to a listed step")
        press([.down], &view, recording)
        expectEqual(view.selected, 7)
        let screen = view.lines(for: recording, width: 100, height: 20).map(\.text)
        #expect(screen.contains { $0.hasPrefix("step 7 of 16 · filter \"tog\": 4 listed") })
        // The list's rows (the left pane), not the heading, which names the selected action too.
        let rows = view.lines(for: recording, width: 100, height: 20).compactMap { $0.spans.first?.text }
        expectEqual(
            rows.filter { $0.range(of: #"^ +\d+ +[\d.]+ s  toggle +$"#, options: .regularExpression) != nil }.count, 4
        )

        press([.character("/")] + type("ren") + [.escape], &view, recording)
        expectEqual(view.filter, "tog")
        press([.character("/"), .enter], &view, recording)
        expectEqual(view.listedSteps(of: recording).count, 17)
    }

    @Test("Jumping to a step the filter hides clears the filter, and says so")
    func jumpPastFilter() throws {
        let recording = try recording()
        var view = InspectorView()
        press([.character("/")] + type("add") + [.enter, .character(":")] + type("2") + [.enter], &view, recording)
        #expect(view.selected == 2 && view.filter.isEmpty)
        expectEqual(view.note, "the filter \"add\" is cleared to show step 2")
    }

    @Test("q and Ctrl-C quit; other keys keep going")
    func quitting() throws {
        let recording = try recording(2)
        var view = InspectorView()
        let results = [Key.down, .character("q"), .control("c")].map { view.handle($0, in: recording) }
        expectEqual(results, [true, false, false])
    }

    @Test("The screen is exactly the terminal's size: the title, the list beside the state tree, the status, the keys")
    func layout() throws {
        let recording = try recording()
        var view = InspectorView()
        press([.down, .down, .down], &view, recording)
        let lines = view.lines(for: recording, width: 90, height: 24, following: true)
        expectEqual(lines.count, 24)
        #expect(lines.allSatisfy { $0.columns == 90 }, "\(lines.map(\.columns))")
        #expect(lines[0].text.hasPrefix(" oneway-inspect · r.jsonl · 16 step(s) · FixtureState · following"))
        #expect(lines[1].text.contains("│ step 3 · toggle · {\"toggle\":{\"_0\":0}}"))
        let selected = try #require(lines.first { $0.spans.first?.style == .selected })
        #expect(selected.text.hasPrefix("     3  "))
        #expect(lines.contains { $0.spans.last?.style == .changed && $0.text.contains("done: true (was false)") })
        #expect(lines[22].text.hasPrefix("step 3 of 16 · 1 change(s): items[0].done"))
        #expect(lines[23].text.hasPrefix("↑↓ step"))
    }

    @Test("Following a recording on its last step moves to each new last step; elsewhere the selection stays")
    func following() throws {
        let lines = try recordFixture(6, in: folder)
        try folder.write(Array(lines[0...3]), to: "growing.jsonl")
        let path = folder.file("growing.jsonl")
        let recording = try InspectedRecording(path: path)
        var view = InspectorView()
        press([.end], &view, recording)
        expectEqual(view.selected, 3)
        var count = recording.steps.count
        try append(lines[4] + "\n", to: path)
        recording.refresh()
        view.recordingGrew(from: count, in: recording)
        expectEqual(view.selected, 4)

        press([.up], &view, recording)
        count = recording.steps.count
        try append(lines[5] + "\n", to: path)
        recording.refresh()
        view.recordingGrew(from: count, in: recording)
        expectEqual(view.selected, 3)
    }

    @Test("An incomplete last line is reported on the bottom line, and the steps before it shown")
    func incompleteLine() throws {
        let lines = try recordFixture(4, in: folder)
        try folder.write(Array(lines[0...3]), to: "cut.jsonl")
        try append(String(lines[4].prefix(20)), to: folder.file("cut.jsonl"))
        let recording = try InspectedRecording(path: folder.file("cut.jsonl"))
        recording.finishReading()
        expectEqual(recording.steps.count, 4)
        let bottom = InspectorView().lines(for: recording, width: 100, height: 20).last?.text ?? ""
        #expect(bottom.hasPrefix("line 5 is incomplete"))
    }
}
