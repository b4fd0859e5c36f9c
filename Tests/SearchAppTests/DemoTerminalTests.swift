#if os(Linux)
    import Foundation
    import Glibc
    import OnewayTestSupport
    import TerminalTestSupport
    import Testing

    /// The `oneway-demo` executable in a pseudo-terminal, as a user runs it: what it writes to
    /// the terminal, byte for byte, and the terminal it leaves behind.
    @Suite("oneway-demo in a terminal", .tracksResources)
    struct DemoTerminalTests {
        /// Retitles the window, clears the screen, and (C1) turns on red.
        static let hostile = "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m"
        /// `hostile` as the demo shows it.
        static let hostileShown = #"\u001b]0;pwned\u0007\u001b[2J\u009b31m"#
        /// `hostile` inside a JSON string, as a server sends it.
        static let hostileJSON = #"\u001b]0;pwned\u0007\u001b[2J\u009b31m"#

        private func demo(
            _ arguments: [String] = [], width: Int = 80, height: Int = 24, standardInput: String? = nil
        ) throws -> PseudoTerminal {
            try PseudoTerminal(
                builtExecutable("oneway-demo"), arguments, width: width, height: height, standardInput: standardInput)
        }

        /// A GitHub stub whose logins carry `hostile`, and whose error message (for a query
        /// with an x) does too.
        private func hostileServer() throws -> StubHTTPServer {
            try StubHTTPServer { request in
                if (request.query["q"] ?? "").contains("x") {
                    return .json(#"{"message": "bad \#(Self.hostileJSON) query"}"#, status: 422)
                }
                return .json(
                    #"{"total_count": 2, "items": [{"login": "ada\#(Self.hostileJSON)"}, {"login": "ad\u001b[6n"}]}"#)
            }
        }

        @Test("a server's logins and error messages reach the terminal escaped: the demo writes only its own sequences")
        func hostileServerFullScreen() throws {
            let server = try hostileServer()
            defer { server.stop() }
            let terminal = try demo(["--backend", "github", "--api-base", server.url.absoluteString, "--debounce", "0"])
            try #require(terminal.waitFor("Type a login or a name to search."))
            terminal.type("ada")
            // The logins' column is 24 wide: the escaped login is cut there, after the query.
            #expect(terminal.waitFor(#"\u001b]0;pwned\u0007"#), "the login, escaped")
            #expect(terminal.waitFor(#"ad\u001b[6n"#))
            terminal.type("x")
            #expect(terminal.waitFor("the server answered 422: bad \(Self.hostileShown) query"))
            terminal.type("\u{11}")
            terminal.expectEndsRestored(.exited(0), "Ctrl-Q")
            expectEqual(foreignControls(in: terminal.text), [])
            #expect(drawnText(terminal.text).hasSuffix("Bye.\r\n"))
        }

        @Test("script mode into a terminal: the JSON lines carry the server's escape sequences escaped")
        func hostileServerScript() throws {
            let server = try hostileServer()
            defer { server.stop() }
            let folder = TemporaryFolder()
            try folder.write(["type ada", "wait 400", "type x", "wait 400"], to: "script")
            let terminal = try demo(
                ["--backend", "github", "--api-base", server.url.absoluteString], standardInput: folder.file("script"))
            expectEqual(terminal.waitForEnd(), .exited(0))
            expectEqual(foreignControls(in: terminal.text), [])
            #expect(terminal.text.contains(#"{"login":"ada\#(Self.hostileShown)","name":null}"#))
            #expect(terminal.text.contains(#""error":"the server answered 422: bad \#(Self.hostileShown) query""#))
        }

        @Test("a command-line argument echoed in a message is escaped")
        func hostileArgument() throws {
            let terminal = try demo(["--latency", "\(Self.hostile)\n"], standardInput: "/dev/null")
            expectEqual(terminal.waitForEnd(), .exited(2))
            #expect(
                terminal.text.contains(
                    #"--latency needs a whole number from 0 to 600000, got '\#(Self.hostileShown)\u000a'"#))
            expectEqual(foreignControls(in: terminal.text), [])
        }

        @Test(
            "the terminal is given back on every way out: keys, signals from outside, crashes",
            arguments: [ExitPath.keys("\u{11}", "Ctrl-Q"), .keys("\u{3}", "Ctrl-C")] + ExitPath.signals)
        func exitPaths(path: ExitPath) throws {
            let terminal = try demo()
            try #require(terminal.waitFor("Type a login or a name to search."))
            path.take(in: terminal)
            terminal.expectEndsRestored(path.ending, path.description)
        }

        @Test("a save that fails while the screen is up is reported once the terminal is back")
        func failedSave() throws {
            let folder = TemporaryFolder()
            let terminal = try demo(["--state-file", folder.file("missing/state.json")])
            try #require(terminal.waitFor("Type a login or a name to search."))
            terminal.type("a")
            try #require(terminal.waitFor("Search: \u{1B}[0m\u{1B}[1ma"))
            terminal.type("\u{11}")
            terminal.expectEndsRestored(.exited(0), "Ctrl-Q after a failed save")
            let afterScreen = try #require(terminal.text.components(separatedBy: "\u{1B}[?1049l").last)
            #expect(afterScreen.contains("oneway-demo: "), "the problem, after the screen: \(afterScreen)")
            #expect(afterScreen.contains("state.json"))
        }

        @Test("a window too small is told so, a resize redraws the screen, and the terminal is given back")
        func tooSmallWindow() throws {
            let terminal = try demo(width: 30, height: 6)
            try #require(terminal.waitFor("Terminal too small (30×6); nee"))
            let before = terminal.output.count
            terminal.resize(width: 60, height: 12)
            #expect(terminal.waitFor("Type a login or a name to search.", after: before))
            terminal.resize(width: 36, height: 5)
            #expect(terminal.waitFor("Terminal too small (36×5); needs 40", after: before))
            terminal.type("\u{11}")
            terminal.expectEndsRestored(.exited(0), "Ctrl-Q in a small window")
            let drawn = frames(in: terminal.text)
            let first = try #require(drawn.first)
            expectEqual(first.count, 6)
            #expect(first.allSatisfy { $0.count == 30 }, "\(first)")
            let small = try #require(drawn.last { $0.contains { $0.contains("(36×5)") } })
            expectEqual(small.count, 5)
        }

        @Test("backspace with the largest count accepted ends at once, the field emptied")
        func largestBackspace() throws {
            let folder = TemporaryFolder()
            try folder.write(["type ada", "backspace 86400000"], to: "script")
            let terminal = try demo(standardInput: folder.file("script"))
            expectEqual(terminal.waitForEnd(seconds: 60), .exited(0))
            let lines = terminal.text.split(separator: "\r\n")
            expectEqual(lines.count, 7, "the first state, three keys typed, three erased")
            #expect(lines.last?.hasPrefix(#"{"time":0,"user":null,"query":"","#) == true)
        }

        @Test("a script of one 8 MB line is refused at once, naming line 1: status 1")
        func hugeScriptLine() throws {
            let folder = TemporaryFolder()
            try Data(("type " + String(repeating: "a", count: 8 << 20) + "\n").utf8).write(
                to: URL(fileURLWithPath: folder.file("script")))
            let terminal = try demo(standardInput: folder.file("script"))
            expectEqual(terminal.waitForEnd(seconds: 60), .exited(1))
            #expect(
                terminal.text.contains(
                    "oneway-demo: line 1: the line is longer than 1,024 bytes, the most a script line may have"))
        }
    }
#endif
