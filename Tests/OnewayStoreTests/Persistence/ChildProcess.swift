#if os(Linux)
    import Foundation
    import OnewayTestSupport
    import Glibc
    import Testing

    /// The `oneway-persistence-child` executable, built beside the test bundle, running in a
    /// role and reporting on a pipe (its file descriptor 3).
    ///
    /// Linux only: it finds the executable through `/proc/self/exe`.
    struct ChildProcess {
        /// Where the executable is: in the test bundle's own build directory.
        static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("oneway-persistence-child").path

        let pid: pid_t
        private let output: Int32
        private var buffer: [UInt8] = []
        /// The lines the child has reported so far.
        private(set) var lines: [String] = []

        /// Starts the child as `role` on `file`. Its standard output goes to /dev/null.
        init(role: String, file: URL) throws {
            guard access(Self.executable, X_OK) == 0 else {
                throw ChildProcessError(
                    "no executable at \(Self.executable): build the package (swift build --build-tests)")
            }
            var pipeEnds: [Int32] = [0, 0]
            guard pipe(&pipeEnds) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            defer { close(pipeEnds[1]) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            // dup2 onto itself would leave close-on-exec set: go through another descriptor.
            let writer = pipeEnds[1] == 3 ? fcntl(pipeEnds[1], F_DUPFD_CLOEXEC, 10) : pipeEnds[1]
            defer { if writer != pipeEnds[1] { close(writer) } }
            posix_spawn_file_actions_adddup2(&actions, writer, 3)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)

            var environment = ProcessInfo.processInfo.environment
            // A child that exits holding its store (the exit handler's test) leaks nothing real.
            environment["ASAN_OPTIONS"] = (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "") + "detect_leaks=0"
            let arguments = [Self.executable, role, file.path]
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for pointer in argv + envp { free(pointer) }
            }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, Self.executable, &actions, nil, argv, envp)
            guard status == 0 else {
                close(pipeEnds[0])
                throw POSIXError(.init(rawValue: status) ?? .EIO)
            }
            self.pid = pid
            output = pipeEnds[0]
        }

        /// Reads what the child reports until `isDone` holds for the lines read so far, the
        /// child closes its end (it ended), or `deadline` passes. Returns whether `isDone` held.
        @discardableResult
        mutating func read(until isDone: ([String]) -> Bool, deadline: Deadline = Deadline()) -> Bool {
            while !isDone(lines) {
                guard !deadline.hasPassed else { return false }
                var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, 100)
                if ready < 0 && errno != EINTR { return false }
                guard ready > 0 else { continue }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return isDone(lines) }
                buffer += chunk[..<count]
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
                    buffer.removeSubrange(...newline)
                }
            }
            return true
        }

        /// Reads every line until the child closes its end.
        mutating func readToEnd() {
            read(until: { _ in false })
        }

        /// Kills the child with SIGKILL.
        func kill() {
            _ = Glibc.kill(pid, SIGKILL)
        }

        /// Waits for the child to end and returns its `waitpid` status; closes the pipe.
        func wait() -> Int32 {
            defer { close(output) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }
    }

    struct ChildProcessError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
#endif
