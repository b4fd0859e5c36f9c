#if os(Linux)
    import Foundation
    import Glibc
    import OnewayTestSupport
    import TerminalTestSupport
    import Testing

    /// The `oneway-inspect` executable in a pseudo-terminal, as a user runs it: what it writes
    /// to the terminal, byte for byte, and the terminal it leaves behind.
    @Suite("oneway-inspect in a terminal", .tracksResources)
    struct InspectorTerminalTests {
        let folder = TemporaryFolder()

        /// A recording whose file name, types, action names, keys and values carry escape
        /// sequences (as JSON escapes, which the parser turns into the characters).
        static let hostileLines = [
            #"{"format":"oneway-recording","version":1,"stateType":"App.State\u001b]0;pwned\u0007","#
                + #""actionType":"App.Action","start":"2026-01-01T00:00:00Z","fullStateEvery":1,"state":{"count":0}}"#,
            #"{"seq":1,"time":0.5,"action":{"add\u001b]0;pwned\u0007\u001b[2J":{}},"#
                + #""state":{"count":1,"key\u001b[6n":"value\u009b31m"}}"#,
            #"{"seq":2,"time":1.5,"action":"reset\u009b2J","state":{"count":2,"key\u001b[6n":"v"}}"#,
        ]
        static let fileName = "r\u{1B}[2J.jsonl"

        private func inspect(_ arguments: [String], width: Int = 100, height: Int = 24) throws -> PseudoTerminal {
            try PseudoTerminal(builtExecutable("oneway-inspect"), arguments, width: width, height: height)
        }

        private func hostileRecording() throws -> String {
            try folder.write(Self.hostileLines, to: Self.fileName)
            return folder.file(Self.fileName)
        }

        @Test("a recording's names, keys and values reach the terminal escaped: only the inspector's own sequences")
        func hostileFullScreen() throws {
            let terminal = try inspect([try hostileRecording()])
            try #require(terminal.waitFor("step 2 of 2"))
            terminal.type("g")
            try #require(terminal.waitFor("step 0 of 2"))
            terminal.type("j")
            #expect(terminal.waitFor(#"step 1 · add\u001b]0;pwned\u0007\u001b[2J · "#))
            terminal.type("q")
            terminal.expectEndsRestored(.exited(0), "q")
            expectEqual(foreignControls(in: terminal.text), [])
            let drawn = drawnText(terminal.text)
            #expect(drawn.contains(#"oneway-inspect · r\u001b[2J.jsonl · 2 step(s) · State\u001b]0;pwned\u0007"#))
            #expect(drawn.contains(#"key\u001b[6n: "value\u009b31m""#))
            #expect(drawn.contains(#"reset\u009b2J"#))
        }

        @Test("the summary, into a terminal, shows the recording's strings escaped")
        func hostileSummary() throws {
            let terminal = try inspect([try hostileRecording(), "--summary"])
            expectEqual(terminal.waitForEnd(), .exited(0))
            expectEqual(foreignControls(in: terminal.text), [])
            #expect(terminal.text.contains(#"r\u001b[2J.jsonl: a recording of App.State\u001b]0;pwned\u0007 and"#))
            #expect(terminal.text.contains(#"  1  add\u001b]0;pwned\u0007\u001b[2J"#))
            #expect(terminal.text.contains(#"  1  reset\u009b2J"#))
            #expect(terminal.text.contains(#"["key\u001b[6n"]"#), "the field, JSON-quoted and escaped")
        }

        @Test("a path and an option from the command line are escaped in messages")
        func hostileArguments() throws {
            let missing = try inspect([folder.file("x\u{1B}]0;pwned\u{7}.jsonl"), "--summary"])
            expectEqual(missing.waitForEnd(), .exited(1))
            #expect(missing.text.contains(#"x\u001b]0;pwned\u0007.jsonl: cannot open it"#))
            expectEqual(foreignControls(in: missing.text), [])
            let option = try inspect(["-\u{9B}2J"])
            expectEqual(option.waitForEnd(), .exited(2))
            #expect(option.text.contains(#"unknown option '-\u009b2J'"#))
            expectEqual(foreignControls(in: option.text), [])
        }

        @Test(
            "the terminal is given back on every way out: keys, signals from outside, crashes",
            arguments: [ExitPath.keys("q", "q"), .keys("\u{3}", "Ctrl-C")] + ExitPath.signals)
        func exitPaths(path: ExitPath) throws {
            try recordFixture(4, in: folder)
            let terminal = try inspect([folder.file("r.jsonl")])
            try #require(terminal.waitFor("step 4 of 4"))
            path.take(in: terminal)
            terminal.expectEndsRestored(path.ending, path.description)
        }

        @Test("a recording followed while it is written shows each new step; one replaced is an error after the screen")
        func followingAndError() throws {
            let lines = try recordFixture(3, in: folder)
            try folder.write(Array(lines[0...1]), to: "growing.jsonl")
            let path = folder.file("growing.jsonl")
            let terminal = try inspect([path])
            try #require(terminal.waitFor("step 1 of 1"))
            try append(lines[2] + "\n", to: path)
            #expect(terminal.waitFor("step 2 of 2"), "the new step, followed")
            try folder.write([lines[0]], to: "growing.jsonl")
            #expect(terminal.waitFor("stopped reading: "))
            terminal.type("q")
            terminal.expectEndsRestored(.exited(1), "q after the file was replaced")
            let afterScreen = try #require(terminal.text.components(separatedBy: "\u{1B}[?1049l").last)
            #expect(afterScreen.contains("oneway-inspect: \(path): the file got shorter while it was read"))
        }

        @Test("a window too small is told so, a resize redraws the screen, and the terminal is given back")
        func tooSmallWindow() throws {
            try recordFixture(4, in: folder)
            let terminal = try inspect([folder.file("r.jsonl")], width: 30, height: 6)
            try #require(terminal.waitFor("Terminal too small (30×6); nee"))
            let before = terminal.output.count
            terminal.resize(width: 90, height: 20)
            #expect(terminal.waitFor("step 4 of 4", after: before))
            terminal.type("q")
            terminal.expectEndsRestored(.exited(0), "q in a small window")
            let first = try #require(frames(in: terminal.text).first)
            expectEqual(first.count, 6)
            #expect(first.allSatisfy { $0.count == 30 }, "\(first)")
        }
    }
#endif
