/// Runs scenarios: times them, or counts their allocations.
struct Runner {
    /// Timed runs per body; the best one is reported (the least disturbed by the other
    /// processes of a shared machine).
    static let runs = 5
    /// Below this many nanoseconds per operation, a body surely did not do its work: the
    /// optimizer folded it, and the harness says so.
    static let implausibleNanoseconds = 0.2

    /// Whether to run each scenario's short version (`--quick`).
    let quick: Bool
    /// An operation count that overrides every scenario's (`--operations`).
    let operationsOverride: Int?

    /// The number of operations per run for `scenario`.
    func operations(for scenario: Scenario) -> Int {
        operationsOverride ?? (quick ? scenario.quickOperations : scenario.operations)
    }

    /// The best of `runs` timed runs of each body (the scenario's, or its probes' figures),
    /// after one warm-up run of each; the bodies alternate so that a burst of load on the
    /// machine hits both.
    ///
    /// - Throws: `ChecksumMismatch` if a run's checksum differs from the others.
    func time(_ scenario: Scenario) throws(ChecksumMismatch) -> [Report] {
        let operations = operations(for: scenario)
        var best = (library: Double.infinity, baseline: Double.infinity)
        // The best figure of each probe so far, for each side.
        var probed: [(library: Double?, baseline: Double?)] = scenario.probes.map { _ in (nil, nil) }
        let expected = Self.run(scenario.baseline, operations).checksum
        for run in 0...scenario.runs {
            let library = Self.run(scenario.library, operations)
            let libraryFigures = scenario.probes.map { $0.take() }
            let baseline = Self.run(scenario.baseline, operations)
            let baselineFigures = scenario.probes.map { $0.take() }
            for (body, checksum) in [("library", library.checksum), ("baseline", baseline.checksum)]
            where checksum != expected {
                throw ChecksumMismatch(scenario: scenario.name, body: body, checksum: checksum, expected: expected)
            }
            // Run 0 is the warm-up.
            guard run > 0 else { continue }
            best = (min(best.library, library.seconds), min(best.baseline, baseline.seconds))
            for (index, probe) in scenario.probes.enumerated() {
                probed[index].library = probe.best(probed[index].library, libraryFigures[index])
                probed[index].baseline = probe.best(probed[index].baseline, baselineFigures[index])
            }
        }
        for (body, seconds) in [("library", best.library), ("baseline", best.baseline)]
        where seconds * 1e9 / Double(operations) < Self.implausibleNanoseconds {
            printError(
                "warning: \(scenario.name): the \(body) took under \(Self.implausibleNanoseconds) ns per "
                    + "operation; was it optimized away?"
            )
        }
        guard scenario.probes.isEmpty else {
            return zip(scenario.probes, probed).map { probe, figures in
                let (library, baseline) = (figures.library ?? .nan, figures.baseline ?? .nan)
                return Report(
                    scenario: "\(scenario.name), \(probe.name)",
                    value: library,
                    baseline: baseline,
                    unit: probe.unit,
                    ratio: probe.ratio(library: library, baseline: baseline),
                    operations: operations
                )
            }
        }
        return [
            Report(
                scenario: scenario.name,
                value: scenario.unit.value(seconds: best.library, operations: operations),
                baseline: scenario.unit.value(seconds: best.baseline, operations: operations),
                unit: scenario.unit.label,
                ratio: best.library / best.baseline,
                operations: operations
            )
        ]
    }

    /// The scenario's figures: its time (or its probes), or for a `heapBytes` scenario its memory.
    func measure(_ scenario: Scenario) throws(ChecksumMismatch) -> [Report] {
        scenario.unit.measuresHeap ? [try measureHeap(scenario)] : try time(scenario)
    }

    /// Heap bytes in use per operation while the work's results are held: the smallest of
    /// `runs` measurements of each body, after one uncounted run of each (the smallest is the
    /// one least inflated by free chunks that malloc could not reuse).
    func measureHeap(_ scenario: Scenario) throws(ChecksumMismatch) -> Report {
        let operations = operations(for: scenario)
        func perOperation(_ body: Scenario.Body, _ name: String) throws(ChecksumMismatch) -> (
            bytes: Double, checksum: Int
        ) {
            var best = Double.infinity
            var expected: Int?
            for run in 0...Self.runs {
                let work = body(operations)
                let before = AllocationCounter.bytesInUse
                let checksum = work()
                // What `work` made is held through what it captured: read before releasing it.
                let after = withExtendedLifetime(work) { AllocationCounter.bytesInUse }
                consume(checksum)
                if let expected, checksum != expected {
                    throw ChecksumMismatch(scenario: scenario.name, body: name, checksum: checksum, expected: expected)
                }
                expected = checksum
                guard run > 0 else { continue }
                best = min(best, Double(after - before) / Double(operations))
            }
            return (best, expected ?? 0)
        }
        let baseline = try perOperation(scenario.baseline, "baseline")
        let library = try perOperation(scenario.library, "library")
        guard library.checksum == baseline.checksum else {
            throw ChecksumMismatch(
                scenario: scenario.name, body: "library", checksum: library.checksum, expected: baseline.checksum)
        }
        return Report(
            scenario: scenario.name,
            value: library.bytes,
            baseline: baseline.bytes,
            unit: scenario.unit.label,
            ratio: baseline.bytes > 0 ? library.bytes / baseline.bytes : nil,
            operations: operations
        )
    }

    /// Swift heap allocations per operation: counted over N and over 2N operations (after
    /// an uncounted warm-up), the difference divided by N, so that fixed costs cancel.
    func countAllocations(_ scenario: Scenario) throws(ChecksumMismatch) -> Report {
        let operations = operations(for: scenario)
        func perOperation(_ body: Scenario.Body) -> (allocations: Double, checksums: [Int]) {
            _ = Self.run(body, operations)
            var counts: [Int] = []
            var checksums: [Int] = []
            for size in [operations, 2 * operations] {
                let work = body(size)
                let (allocations, checksum) = AllocationCounter.counting(work)
                consume(checksum)
                counts.append(allocations)
                checksums.append(checksum)
            }
            return (Double(counts[1] - counts[0]) / Double(operations), checksums)
        }
        let (library, libraryChecksums) = perOperation(scenario.library)
        let (baseline, baselineChecksums) = perOperation(scenario.baseline)
        for (mine, expected) in zip(libraryChecksums, baselineChecksums) where mine != expected {
            throw ChecksumMismatch(scenario: scenario.name, body: "library", checksum: mine, expected: expected)
        }
        return Report(
            scenario: scenario.name,
            value: library,
            baseline: baseline,
            unit: scenario.unit.allocationLabel,
            ratio: baseline > 0 ? library / baseline : nil,
            operations: operations
        )
    }

    /// Prepares `body` (untimed), times its work, and releases it (untimed).
    private static func run(_ body: Scenario.Body, _ operations: Int) -> (seconds: Double, checksum: Int) {
        let work = body(operations)
        let clock = ContinuousClock()
        let start = clock.now
        let checksum = work()
        let elapsed = clock.now - start
        consume(checksum)
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) + Double(attoseconds) * 1e-18, checksum)
    }
}

/// A scenario whose bodies disagree on what they computed: the benchmark is wrong, or the
/// library lost or duplicated work.
struct ChecksumMismatch: Error, CustomStringConvertible {
    let scenario: String
    let body: String
    let checksum: Int
    let expected: Int

    var description: String {
        "\(scenario): the \(body) computed checksum \(checksum), the baseline \(expected)"
    }
}
