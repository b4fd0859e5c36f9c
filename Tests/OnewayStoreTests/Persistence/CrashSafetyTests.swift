#if os(Linux)
    import Foundation
    import Glibc
    import Oneway
    import OnewayTestSupport
    import Testing

    /// A child's exit status, decoded as `waitpid` reports it.
    func describe(status: Int32) -> (signal: Int32, exitCode: Int32) {
        (status & 0x7f, (status >> 8) & 0xff)
    }

    @Suite(.tracksResources)
    struct CrashSafetyTests {
        static let kills = 100

        @Test(
            "A process killed with SIGKILL while dispatching and saving leaves a file holding a state it wrote, never torn and never older than its last completed save"
        )
        func killedWhileSaving() throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("journal.json")
            var previous = 0
            var savesSeen = 0
            for run in 0..<Self.kills {
                var child = try ChildProcess(role: "crash", file: url)
                // Half the runs are killed a random moment after the child restored, possibly
                // before its first save; half a random moment after a save completed.
                let waitsForSave = run.isMultiple(of: 2)
                let reached = child.read(until: { lines in
                    lines.contains { $0.hasPrefix(waitsForSave ? "saved " : "start ") || $0.hasPrefix("problem ") }
                })
                usleep(UInt32.random(in: 0...8_000))
                child.kill()
                child.readToEnd()
                let status = child.wait()
                #expect(reached, "run \(run): the child reported nothing in time: \(child.lines)")
                expectEqual(
                    describe(status: status).signal, SIGKILL, "run \(run): the child ended on its own: \(child.lines)"
                )
                #expect(!child.lines.contains { $0.hasPrefix("problem ") || $0.hasPrefix("error ") }, "\(child.lines)")
                let start = child.lines.first { $0.hasPrefix("start ") }.flatMap { Int($0.dropFirst(6)) }
                if let start {
                    expectEqual(start, previous, "run \(run): restored \(start), the last file held \(previous)")
                }
                let saves = child.lines.compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst(6)) : nil }
                savesSeen += saves.count

                let restored = StateFile<Journal>(url: url).restore(default: Journal())
                try #require(restored.problem == nil, "run \(run): \(restored.problem!)")
                let journal = restored.value
                expectEqual(journal, Journal.after(journal.count), "run \(run): a state the child never had")
                #expect(journal.count >= previous, "run \(run): older than what the run started from")
                #expect(journal.count >= saves.max() ?? 0, "run \(run): older than the last completed save")
                #expect(directory.names.allSatisfy { $0 == "journal.json" }, "run \(run): \(directory.names)")
                previous = journal.count
            }
            #expect(savesSeen >= Self.kills / 2)
            #expect(previous > 0)
        }

        @Test("A save that fails part way, as on a full disk, leaves the previous file and no temporary file")
        func failedWriteKeepsPreviousFile() throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("journal.json")
            var child = try ChildProcess(role: "full", file: url)
            child.readToEnd()
            let status = child.wait()
            #expect(describe(status: status) == (0, 0), "\(child.lines)")
            // The flush throws; dispose's last save fails the same way and is reported.
            expectEqual(child.lines, ["saved 1", "failed \(EFBIG)", "error \(EFBIG)"])
            expectEqual(directory.names, ["journal.json"])
            expectEqual(StateFile<Journal>(url: url).restore(default: Journal()).value, Journal.after(1))
        }

        @Test("A normal exit saves the pending state, even with a save hours away")
        func exitSaves() throws {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let url = directory.file("journal.json")
            var child = try ChildProcess(role: "exit", file: url)
            child.readToEnd()
            let status = child.wait()
            #expect(describe(status: status) == (0, 0), "\(child.lines)")
            expectEqual(child.lines, ["dispatched 10", "saved 10"])
            let restored = StateFile<Journal>(url: url).restore(default: Journal())
            expectEqual(restored.source, .file)
            expectEqual(restored.value, Journal.after(10))
        }
    }
#endif
