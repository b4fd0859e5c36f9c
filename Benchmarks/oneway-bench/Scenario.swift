import Synchronization

/// One benchmark: a piece of work done once through Oneway and once by hand, without it.
///
/// Both bodies are `Body` values. The harness calls a body with the number of operations
/// to perform; the body sets up whatever it needs (untimed) and returns the closure to
/// time. That closure does the work and returns a checksum of what it observed, which
/// must equal the baseline's: a baseline that skipped work, or a library path that lost
/// an event, stops the run. Teardown happens when the harness drops the closure, untimed.
struct Scenario: Sendable {
    /// Prepares `operations` operations and returns the timed work, which returns a checksum.
    /// Bodies are `@Sendable` so that registries can be global constants; the closure a
    /// body returns is not, and may capture anything.
    typealias Body = @Sendable (_ operations: Int) -> () -> Int

    /// Printed first on the scenario's line and matched by `--filter`; keep it stable, as
    /// scripts compare runs by name.
    let name: String
    /// How the figure is expressed: time per operation or operations per second.
    let unit: BenchUnit
    /// The number of operations in a full run.
    let operations: Int
    /// The number of operations under `--quick` (CI); a twentieth of the full run unless given.
    let quickOperations: Int
    /// The work done through the library.
    let library: Body
    /// The same work written by hand, with closures and plain collections.
    let baseline: Body
    /// Figures the bodies measure themselves (see `Probe`); when there are any, they are the
    /// scenario's report, one line each, instead of its time.
    let probes: [Probe]
    /// Timed runs per body, after the warm-up; `Runner.runs` unless given.
    let runs: Int

    init(
        _ name: String,
        unit: BenchUnit,
        operations: Int,
        quickOperations: Int? = nil,
        runs: Int = Runner.runs,
        probes: [Probe] = [],
        library: @escaping Body,
        baseline: @escaping Body
    ) {
        precondition(operations > 0, "Scenario \(name): operations must be positive")
        precondition(quickOperations.map { $0 > 0 } ?? true, "Scenario \(name): quickOperations must be positive")
        self.name = name
        self.unit = unit
        self.operations = operations
        self.quickOperations = quickOperations ?? max(1, operations / 20)
        precondition(runs > 0, "Scenario \(name): runs must be positive")
        self.library = library
        self.baseline = baseline
        self.probes = probes
        self.runs = runs
    }
}

/// A figure that a scenario's bodies measure themselves, such as the longest single call:
/// each run of a body records it once, and the runner reports the best run's value of each
/// side on a line of its own, `<scenario>, <probe>: …`.
final class Probe: Sendable {
    /// Which way is better, and so which run is the least disturbed.
    enum Better: Sendable {
        case smaller, bigger
    }

    /// Appended to the scenario's name on the report line.
    let name: String
    /// The label printed after the figure, e.g. `µs` or `events/s`.
    let unit: String
    let better: Better
    private let recorded = Mutex<Double?>(nil)

    init(_ name: String, unit: String, better: Better) {
        self.name = name
        self.unit = unit
        self.better = better
    }

    /// Records this run's figure; called by a body's timed closure.
    func record(_ value: Double) {
        recorded.withLock { $0 = value }
    }

    /// The figure the last run recorded, and forgets it.
    func take() -> Double? {
        recorded.withLock { value in
            defer { value = nil }
            return value
        }
    }

    /// The better of two figures, either of which may be missing.
    func best(_ first: Double?, _ second: Double?) -> Double? {
        guard let first, let second else { return first ?? second }
        return better == .smaller ? min(first, second) : max(first, second)
    }

    /// Library cost over baseline cost, as for every figure: above 1 the library does worse.
    func ratio(library: Double, baseline: Double) -> Double? {
        let (cost, reference) = better == .smaller ? (library, baseline) : (baseline, library)
        return reference > 0 ? cost / reference : nil
    }
}

/// How a scenario's figure is expressed, and so what it measures.
///
/// Whatever the unit, the ratio is always library cost over baseline cost, so that
/// above 1 means the library is slower (or, for heap bytes, uses more memory).
enum BenchUnit: Sendable {
    /// Nanoseconds per operation (smaller is better); `operation` is singular, e.g. "event".
    case nanoseconds(per: String)
    /// Operations per second (bigger is better); `operations` is plural, e.g. "dispatches".
    case rate(of: String)
    /// Heap bytes in use per operation while the work's results are held (smaller is
    /// better): malloc's in-use bytes after the timed closure returned, minus before, over
    /// the operation count. The closure keeps what it made alive through what setup built.
    case heapBytes(per: String)

    /// The label printed after the figure, e.g. `ns/event`, `dispatches/s` or `B/subscription`.
    var label: String {
        switch self {
        case .nanoseconds(let operation): "ns/\(operation)"
        case .rate(let operations): "\(operations)/s"
        case .heapBytes(let operation): "B/\(operation)"
        }
    }

    /// The label for allocation counts, e.g. `allocs/event`.
    var allocationLabel: String {
        switch self {
        case .nanoseconds(let operation), .heapBytes(let operation): "allocs/\(operation)"
        case .rate(let operations): "allocs/\(operations.singularized)"
        }
    }

    /// Whether the figure is heap bytes rather than time.
    var measuresHeap: Bool {
        if case .heapBytes = self { return true }
        return false
    }

    /// The figure for `seconds` spent on `operations` operations.
    func value(seconds: Double, operations: Int) -> Double {
        switch self {
        case .nanoseconds, .heapBytes: seconds * 1e9 / Double(operations)
        case .rate: Double(operations) / seconds
        }
    }
}

extension String {
    /// A best-effort singular for unit labels: "dispatches" → "dispatch", "events" → "event".
    fileprivate var singularized: String {
        if hasSuffix("ches") || hasSuffix("shes") || hasSuffix("sses") { return String(dropLast(2)) }
        if hasSuffix("s") { return String(dropLast()) }
        return self
    }
}
