import Dispatch
import Foundation
import Oneway
import OnewayTestSupport
import Testing

@Suite(.tracksResources)
struct CurrentThreadSchedulerTests {
    @Test("A recursion 1,000,000 deep through scheduleRecursive completes in order without growing the stack")
    func millionDeepRecursion() {
        let depth = 1_000_000
        var visited = 0
        var outOfOrder = 0
        var stackDepths: [Int] = []
        let disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { (step: Int, recurse) in
            // Counted in frames, not read from a local's address: the address sanitizer moves
            // address-taken locals to a heap-backed "fake stack", where addresses say nothing
            // about depth.
            if step == 1 || (step > 0 && step.isMultiple(of: 100_000)) {
                stackDepths.append(Thread.callStackReturnAddresses.count)
            }
            if step != visited { outOfOrder += 1 }
            visited += 1
            if step < depth { recurse(step + 1) }
        }
        disposable.dispose()
        expectEqual(visited, depth + 1)
        expectEqual(outOfOrder, 0)
        // Step 0 runs inside schedule itself; steps 1, 100,000, ... 1,000,000 run from the drain
        // loop, and all at one stack depth.
        expectEqual(stackDepths, Array(repeating: stackDepths.first ?? -1, count: 11))
    }

    @Test("Recursive steps run first in, first out: a step scheduling two children visits a tree breadth first")
    func breadthFirst() {
        var visited: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(1) { (node: Int, recurse) in
            visited.append(node)
            guard node < 8 else { return }
            recurse(2 * node)
            recurse(2 * node + 1)
        }
        expectEqual(visited, Array(1...15))
    }

    @Test("A schedule made inside an action is deferred until that action returns")
    func nestedScheduleIsDeferred() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer begins")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer ends")
            return Disposables.create()
        }
        log.append("schedule returned")
        expectEqual(log, ["outer begins", "outer ends", "inner", "schedule returned"])
    }

    @Test("isScheduleRequired is true outside the trampoline, false inside it, and true again after it")
    func isScheduleRequired() {
        let before = CurrentThreadScheduler.isScheduleRequired
        var inside: [Bool] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside.append(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                inside.append(CurrentThreadScheduler.isScheduleRequired)
                return Disposables.create()
            }
            return Disposables.create()
        }
        #expect(before)
        expectEqual(inside, [false, false])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test("Another thread has its own trampoline: schedule there runs at once while this thread's trampoline runs")
    func trampolinePerThread() {
        let done = DispatchSemaphore(value: 0)
        let recorder = SharedLog<Bool>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            DispatchQueue.global().async {
                recorder.append(CurrentThreadScheduler.isScheduleRequired)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    recorder.append(CurrentThreadScheduler.isScheduleRequired)
                    return Disposables.create()
                }
                done.signal()
            }
            done.waitOrRecordIssue()
            return Disposables.create()
        }
        expectEqual(recorder.values, [true, false])
    }

    @Test("A burst of 1,000 actions queued inside one action all run in order, and the trampoline works after it")
    func burstOfQueuedActions() {
        var ran: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            // More than the queue buffer the trampoline keeps between runs (256 items).
            for index in 0..<1000 {
                _ = CurrentThreadScheduler.instance.schedule(index) { index in
                    ran.append(index)
                    return Disposables.create()
                }
            }
            return Disposables.create()
        }
        expectEqual(ran, Array(0..<1000))
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("queued")
                return Disposables.create()
            }
            log.append("outer")
            return Disposables.create()
        }
        expectEqual(log, ["outer", "queued"])
    }

    @Test("Disposing a queued action skips it, and the actions queued after it still run")
    func disposeQueuedAction() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let skipped = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("skipped")
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("runs")
                return Disposables.create()
            }
            skipped.dispose()
            return Disposables.create()
        }
        expectEqual(log, ["runs"])
    }

    @Test("Disposing a queued action after it ran disposes what the action returned")
    func disposeAfterRun() {
        var disposedCount = 0
        var queued: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                Disposables.create { disposedCount += 1 }
            }
            return Disposables.create()
        }
        expectEqual(disposedCount, 0)
        queued?.dispose()
        queued?.dispose()
        expectEqual(disposedCount, 1)
    }

    @Test("Disposing a recursion from inside its action cancels the step it just scheduled")
    func disposeRecursionFromInside() {
        var visited: [Int] = []
        var disposable: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { (step: Int, recurse) in
                visited.append(step)
                recurse(step + 1)
                if step == 3 { disposable?.dispose() }
            }
            return Disposables.create()
        }
        expectEqual(visited, [0, 1, 2, 3])
        disposable = nil
    }

    @Test("Disposing a recursion before its first step runs cancels it entirely")
    func disposeRecursionBeforeStart() {
        var visited: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let recursion = CurrentThreadScheduler.instance.scheduleRecursive(0) { (step: Int, recurse) in
                visited.append(step)
                recurse(step + 1)
            }
            recursion.dispose()
            return Disposables.create()
        }
        #expect(visited.isEmpty)
    }
}
