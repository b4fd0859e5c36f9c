import Foundation
import OnewayTestSupport
import Synchronization
import Testing

/// One case of a delivery stress test: numbered, so that a failure can be rerun, and checked
/// once every thread has returned.
protocol StressCase: Sendable {
    var number: UInt64 { get }
    /// Whether a send was left for another thread's deliverer, a send waited, and the role
    /// was handed to a waiting sender: proof that the concurrent and bounded paths ran.
    var coverage: (raced: Bool, waited: Bool, handedOver: Bool) { get }
    /// What went wrong; empty if nothing did.
    func violations() -> [String]
}

/// Which paths the cases of a stress run took, counted over its cases.
struct StressCoverage {
    var raced = 0
    var waited = 0
    var handedOver = 0
}

/// The cases a stress run makes: `ONEWAY_DELIVERY_STRESS_CASES` of them (2,000 by default)
/// from `ONEWAY_DELIVERY_STRESS_FIRST` (1 by default), so that a long run or a reported case
/// is one command.
enum StressRun {
    static var caseCount: Int {
        ProcessInfo.processInfo.environment["ONEWAY_DELIVERY_STRESS_CASES"].flatMap(Int.init) ?? 2_000
    }

    static var firstCase: UInt64 {
        ProcessInfo.processInfo.environment["ONEWAY_DELIVERY_STRESS_FIRST"].flatMap(UInt64.init) ?? 1
    }

    /// Runs every case on `threads` threads (`run(case, thread)` on each), records the first
    /// case whose `violations` are not empty, with how to rerun it, and returns the coverage.
    static func run<Case: StressCase>(
        threads: Int, make: (UInt64) -> Case, _ run: @escaping @Sendable (Case, Int) -> Void
    ) -> StressCoverage {
        var next = firstCase
        var failed = false
        var coverage = StressCoverage()
        runConcurrently(
            threads: threads, rounds: caseCount,
            prepare: {
                defer { next += 1 }
                return make(next)
            },
            run,
            verify: { stressCase in
                let took = stressCase.coverage
                if took.raced { coverage.raced += 1 }
                if took.waited { coverage.waited += 1 }
                if took.handedOver { coverage.handedOver += 1 }
                guard !failed else { return }
                let violations = stressCase.violations()
                guard !violations.isEmpty else { return }
                failed = true
                Issue.record(
                    """
                    Case \(stressCase.number) failed (rerun it with ONEWAY_DELIVERY_STRESS_FIRST=\(stressCase.number) \
                    ONEWAY_DELIVERY_STRESS_CASES=1; the interleaving varies between runs):
                    \(violations.joined(separator: "\n"))
                    """)
            })
        return coverage
    }
}
