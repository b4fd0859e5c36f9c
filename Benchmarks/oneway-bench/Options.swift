/// The command line, parsed.
struct Options {
    /// What the run does.
    enum Mode {
        case time, allocations, list, help
    }

    var mode = Mode.time
    var json = false
    var quick = false
    /// Keep the process single-threaded (see `ensureMultiThreaded` in main.swift).
    var singleThreaded = false
    var filter: String?
    /// Overrides every scenario's operation count (for profiling under valgrind or perf).
    var operations: Int?

    static let usage = """
        Usage: oneway-bench [--quick | --operations N] [--json] [--filter TEXT] [--single-threaded]
                            [--allocs | --list | --help]

        Runs each scenario through Oneway and through a hand-written baseline (closures in
        plain collections, no library) doing the same work, and prints one line per scenario:

            <scenario>: <value> <unit> | baseline <value> <unit> | ratio <r>x

        Each value is the best of 5 timed runs after a warm-up. Units say which way is better:
        ns/<operation> (smaller is better) or <operations>/s (bigger is better). The ratio is
        always library cost / baseline cost: 1.00x is parity, 3.00x means the library takes
        three times the baseline's time; below 1 the library is faster.

        Options:
          --quick         short runs (a twentieth of the work), as CI does; the whole
                          quick run takes well under 30 s
          --operations N  run N operations per run in every scenario (for profiling)
          --single-threaded
                          do not start a thread first; by default one is started, as
                          in any app, because glibc skips the atomic instructions of its
                          locks while a process has a single thread, which flatters
                          lock-based code
          --json          print each line as a JSON object instead (JSON lines)
          --filter TEXT   run only the scenarios whose name contains TEXT (case-sensitive)
          --allocs        count heap allocations (malloc) per operation instead of timing
                          (Linux): runs N and 2N operations and prints the difference / N
          --list          print the scenario names and exit
          --help, -h      print this help and exit

        Build and run in release: swift run -c release oneway-bench
        Exit status: 0 on success, 1 if a scenario's library and baseline disagree on what
        they computed, 2 on bad arguments.
        """

    /// Parses the arguments after the program name.
    ///
    /// - Throws: `UsageError` naming the argument at fault.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        var modeFlag: String?
        func setMode(_ mode: Mode, _ flag: String) throws(UsageError) {
            if let modeFlag, modeFlag != flag { throw UsageError("\(modeFlag) and \(flag) cannot be combined") }
            modeFlag = flag
            options.mode = mode
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--single-threaded": options.singleThreaded = true
            case "--json": options.json = true
            case "--allocs": try setMode(.allocations, argument)
            case "--list": try setMode(.list, argument)
            case "--help", "-h": try setMode(.help, argument)
            case "--filter":
                guard let text = remaining.popFirst(), !text.hasPrefix("--") else {
                    throw UsageError("--filter needs a TEXT argument")
                }
                options.filter = text
            case "--operations":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                    throw UsageError("--operations needs a positive whole number")
                }
                options.operations = count
            case let option where option.hasPrefix("--filter="):
                options.filter = String(option.dropFirst("--filter=".count))
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        if options.filter?.isEmpty == true { throw UsageError("--filter needs a non-empty TEXT") }
        if options.quick && options.operations != nil {
            throw UsageError("--quick and --operations cannot be combined")
        }
        return options
    }

    /// The scenarios this run covers, in registry order.
    ///
    /// - Throws: `UsageError` when a filter matches no scenario.
    func select(from scenarios: [Scenario]) throws(UsageError) -> [Scenario] {
        guard let filter else { return scenarios }
        let selected = scenarios.filter { $0.name.contains(filter) }
        guard !selected.isEmpty else {
            let names = scenarios.map { "  \($0.name)" }.joined(separator: "\n")
            throw UsageError("no scenario name contains '\(filter)'; the scenarios are:\n\(names)")
        }
        return selected
    }
}

/// A bad command line: printed with a pointer to `--help`, exit status 2.
struct UsageError: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
