/// The bookkeeping `combineLatest` and `zip` share across every arity and the collection
/// forms: which sources have an element available, which have completed, and what each
/// event leads to.
///
/// It holds no element (its owner keeps them in typed storage) and calls nothing, so its
/// owner can run it under a lock. Once it has decided a terminal event it is stopped and
/// every later event leads to nothing.
struct CombiningStateMachine {
    /// How the elements of the sources are paired.
    enum Pairing {
        /// `combineLatest`: each source's latest element is kept and reused.
        case latest
        /// `zip`: each combination consumes one buffered element from every source.
        case inOrder
    }

    /// What an element from one source leads to.
    enum NextAction {
        /// Every source has an element available: emit a combination.
        case emit
        /// No combination can ever be made again: complete.
        case complete
        /// Wait for more elements.
        case none
    }

    /// What the completion of one source leads to.
    enum CompletedAction {
        /// Every source has completed: complete.
        case complete
        /// Others are still running: release this source's subscription.
        case releaseSource
        /// Already stopped, or this source had already completed.
        case none
    }

    private let pairing: Pairing
    private let completesWhenOthersDone: Bool
    // Elements available per source: 0 or 1 for `latest`, the buffer length for `inOrder`.
    private var available: [Int]
    private var isDone: [Bool]
    private var readyCount = 0
    private var doneCount = 0
    /// Whether a terminal event has been decided.
    private(set) var isStopped = false

    /// A machine for `arity` sources.
    ///
    /// - Parameters:
    ///   - arity: The number of sources.
    ///   - pairing: How elements are paired.
    ///   - completesWhenOthersDone: Whether an element that cannot be combined, arriving
    ///     when every other source has completed, completes the result (RxSwift does so for
    ///     `combineLatest` and the collection form of `zip`, not for `zip`'s arities).
    init(arity: Int, pairing: Pairing, completesWhenOthersDone: Bool) {
        self.pairing = pairing
        self.completesWhenOthersDone = completesWhenOthersDone
        available = Array(repeating: 0, count: arity)
        isDone = Array(repeating: false, count: arity)
    }

    /// Source `index` emitted an element (already stored by the owner).
    mutating func next(at index: Int) -> NextAction {
        guard !isStopped else { return .none }
        if available[index] == 0 { readyCount += 1 }
        switch pairing {
        case .latest: available[index] = 1
        case .inOrder: available[index] += 1
        }
        if readyCount == available.count {
            if pairing == .inOrder { consumeOneFromEach() }
            return .emit
        }
        let othersDone = doneCount - (isDone[index] ? 1 : 0)
        if completesWhenOthersDone && othersDone == available.count - 1 {
            isStopped = true
            return .complete
        }
        return .none
    }

    /// Source `index` completed.
    mutating func completed(at index: Int) -> CompletedAction {
        guard !isStopped, !isDone[index] else { return .none }
        isDone[index] = true
        doneCount += 1
        guard doneCount == available.count else { return .releaseSource }
        isStopped = true
        return .complete
    }

    /// A source failed; returns whether the error is to be forwarded.
    mutating func failed() -> Bool {
        guard !isStopped else { return false }
        isStopped = true
        return true
    }

    private mutating func consumeOneFromEach() {
        for index in available.indices {
            available[index] -= 1
            if available[index] == 0 { readyCount -= 1 }
        }
    }
}
