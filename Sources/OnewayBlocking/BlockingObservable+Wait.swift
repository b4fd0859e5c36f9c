import Dispatch
import Foundation
import OnewayCore

extension BlockingObservable {
    /// Subscribes and blocks until the sequence ends, `max` elements that satisfy `predicate`
    /// have arrived, `predicate` throws, or the timeout passes; the subscription is disposed
    /// before it returns.
    func materializeResult(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let outcome = BlockingOutcome<Element>(runsMainRunLoop: Thread.isMainThread)
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        // Subscribed here, on the calling thread, inside a `CurrentThreadScheduler` trampoline
        // as RxBlocking does: a source that schedules its elements there (`of`, `from`,
        // `concat`) emits them once the subscription is stored, so that `first()` can dispose
        // it after the first element. Inside a trampoline already (called from a callback),
        // scheduling would queue the subscription behind this very wait: subscribe at once.
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe(to: source, into: outcome, through: subscription, max: max, predicate: predicate)
                return Disposables.create()
            }
        } else {
            subscribe(to: source, into: outcome, through: subscription, max: max, predicate: predicate)
        }
        return outcome.wait(timeout: timeout)
    }
}

/// Subscribes `outcome` to `source`, keeping the subscription in `subscription`, which is
/// disposed as soon as the outcome is complete.
private func subscribe<Element>(
    to source: Observable<Element>, into outcome: BlockingOutcome<Element>,
    through subscription: SingleAssignmentDisposable, max: Int?, predicate: @escaping (Element) throws -> Bool
) {
    subscription.setDisposable(
        source.subscribe { event in
            guard !outcome.isFinished else { return }
            switch event {
            case .next(let element):
                do {
                    guard try predicate(element), outcome.append(element, upTo: max) else { return }
                } catch {
                    outcome.finish(failing: error)
                }
            case .error(let error):
                outcome.finish(failing: error)
            case .completed:
                outcome.finish(failing: nil)
            }
            subscription.dispose()
        }
    )
}

/// What one blocking call has collected, and the wait for its end.
///
/// The delivering thread writes, the blocked thread reads after the wait; the first ending
/// wins (a timeout loses to an outcome that came first, and the other way round).
final class BlockingOutcome<Element>: @unchecked Sendable {
    // Sendable: every field changes under the lock, and the elements cross from the thread
    // that delivers them to the blocked thread only through it. One blocking call owns it.
    private struct State {
        var elements: [Element] = []
        var error: (any Error)?
        var isFinished = false
    }

    private let state = LockedState(State())
    private let finished = DispatchSemaphore(value: 0)
    private let runsMainRunLoop: Bool

    /// - Parameter runsMainRunLoop: Whether the blocked thread is the main thread, which runs
    ///   its run loop while it waits.
    init(runsMainRunLoop: Bool) {
        self.runsMainRunLoop = runsMainRunLoop
    }

    /// Whether the wait is over.
    var isFinished: Bool { state.withLock { $0.isFinished } }

    /// Keeps `element`; ends the wait if that makes `max` elements.
    ///
    /// - Returns: Whether the wait ended.
    func append(_ element: Element, upTo max: Int?) -> Bool {
        let reachedMax = state.withLock { state in
            guard !state.isFinished else { return false }
            state.elements.append(element)
            guard let max, state.elements.count >= max else { return false }
            state.isFinished = true
            return true
        }
        if reachedMax { wake() }
        return reachedMax
    }

    /// Ends the wait, with `error` if the sequence failed, unless it has ended already.
    func finish(failing error: (any Error)?) {
        let ended = state.withLock { state in
            guard !state.isFinished else { return false }
            state.isFinished = true
            state.error = error
            return true
        }
        if ended { wake() }
    }

    /// Blocks until the end, or until `timeout` seconds have passed, and returns the outcome:
    /// a timeout fails it with `RxError.timeout`.
    func wait(timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        let ended = runsMainRunLoop ? runMainRunLoop(until: deadline) : waitForSignal(until: deadline)
        if !ended { finish(failing: RxError.timeout) }
        return state.withLock { state in
            if let error = state.error { return .failed(elements: state.elements, error: error) }
            return .completed(elements: state.elements)
        }
    }

    private func waitForSignal(until deadline: Date?) -> Bool {
        guard let deadline else {
            finished.wait()
            return true
        }
        return finished.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .success
    }

    // The main thread keeps running its run loop, so that what the sequence scheduled on the
    // main queue or `MainScheduler` runs while it waits (RxBlocking does the same).
    private func runMainRunLoop(until deadline: Date?) -> Bool {
        // Without a source, `run(mode:before:)` returns at once instead of sleeping; a timer
        // that never fires in time keeps it asleep until work arrives or `wake()` is called.
        let keepAlive = Timer(timeInterval: 365 * 86_400, repeats: false) { _ in }
        RunLoop.current.add(keepAlive, forMode: .default)
        defer { keepAlive.invalidate() }
        while !isFinished {
            let limit = deadline ?? .distantFuture
            guard Date() < limit else { return false }
            _ = RunLoop.current.run(mode: .default, before: limit)
        }
        return true
    }

    private func wake() {
        finished.signal()
        // Work on the main queue wakes the main run loop. From the main thread itself there
        // is no need: the run loop returns after the callout that ended the wait.
        if runsMainRunLoop && !Thread.isMainThread {
            DispatchQueue.main.async {}
        }
    }
}
