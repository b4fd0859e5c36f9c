import Dispatch
import Oneway
import OnewayTestSupport
import Testing

/// The loop behind `catch(sequence:)`, `retry` and `retry(when:)`: a round asked for while a
/// round runs is neither nested nor lost.
@Suite(.tracksResources)
struct ResubscriptionLoopTests {
    @Test("A round asked for from inside a round runs right after it, on the same thread, never nested")
    func requestFromInsideARound() {
        let owner = LoopOwner()
        var log: [String] = []
        var rounds = 0
        owner.loop.run {
            rounds += 1
            let round = rounds
            log.append("start \(round)")
            if round < 3 {
                owner.loop.run { Issue.record("a request made during a round ran its own closure") }
            }
            log.append("end \(round)")
        }
        expectEqual(log, ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    }

    @Test("Requests made during one round are answered by one more round, not one each")
    func requestsCoalesce() {
        let owner = LoopOwner()
        var rounds = 0
        owner.loop.run {
            rounds += 1
            guard rounds == 1 else { return }
            for _ in 0..<3 { owner.loop.run {} }
        }
        expectEqual(rounds, 2)
        owner.loop.run { rounds += 10 }
        expectEqual(rounds, 12)
    }

    @Test("Rounds asked for from four threads never overlap, and one starts after the last request")
    func concurrentRequests() {
        let owner = LoopOwner()
        let requests = Locked(0)
        let inRound = Locked(false)
        let overlaps = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<2_500 {
                requests.withLock { $0 += 1 }
                owner.loop.run {
                    let overlapping = inRound.withLock { busy in
                        defer { busy = true }
                        return busy
                    }
                    if overlapping { overlaps.withLock { $0 += 1 } }
                    // Unguarded on purpose: the loop alone must order the rounds (the thread
                    // sanitizer checks it).
                    owner.requestsSeen = requests.withLock { $0 }
                    inRound.withLock { $0 = false }
                }
            }
        }
        expectEqual(overlaps.withLock { $0 }, 0)
        expectEqual(owner.requestsSeen, 10_000)
    }
}

/// Holds a loop where closures and threads can share it, and what its rounds record.
private final class LoopOwner: @unchecked Sendable {
    let loop = ResubscriptionLoop()
    // Written only inside rounds, which the loop serializes.
    var requestsSeen = 0
}
