/// The steps of one recursive scheduling that are scheduled but not yet started, with what
/// cancels each.
///
/// A step's disposable is recorded after the scheduler returns it, but a scheduler may run
/// the step before returning (an immediate scheduler) or on another thread meanwhile; each
/// step is therefore reserved first and recorded only if it has not started by then.
///
/// Not generic, so that its dictionary and lock are specialized inside Oneway: the
/// recursive schedulers are generic over the user's state and run unspecialized, and
/// generic bookkeeping there cost a runtime metadata look-up on every step.
struct PendingSteps {
    private enum Step {
        case reserved
        case scheduled(Disposable)
    }

    private struct KeyedStep {
        let key: Int
        var step: Step
    }

    // Most recursions have one step pending at a time: it lives in `first`, and the
    // dictionary (which hashes on every access) holds only the others.
    private var first: KeyedStep?
    private var others: [Int: Step] = [:]
    private var nextKey = 0
    // The recursion's action, boxed in a class so that this type need not be generic; nil
    // once disposed, so that what the action captured is released.
    private(set) var action: AnyObject?

    init(action: AnyObject) {
        self.action = action
    }

    /// Reserves a key for a step about to be scheduled, or returns `nil` once disposed.
    mutating func reserve() -> Int? {
        guard action != nil else { return nil }
        let key = nextKey
        nextKey &+= 1
        if first == nil {
            first = KeyedStep(key: key, step: .reserved)
        } else {
            others[key] = .reserved
        }
        return key
    }

    /// Records what cancels step `key`, unless the step has already started. Returns `true`
    /// when the recursion was disposed meanwhile: the caller must dispose `disposable`.
    mutating func record(_ key: Int, cancelledBy disposable: Disposable) -> Bool {
        guard action != nil else { return true }
        if first?.key == key {
            first?.step = .scheduled(disposable)
        } else if others[key] != nil {
            others[key] = .scheduled(disposable)
        }
        return false
    }

    /// Marks step `key` started and returns the boxed action, or `nil` once disposed.
    mutating func start(_ key: Int) -> AnyObject? {
        guard let action else { return nil }
        if first?.key == key {
            first = nil
        } else {
            others[key] = nil
        }
        return action
    }

    /// Forgets the action and returns what cancels the steps not yet started, for the
    /// caller to dispose after releasing its lock.
    mutating func dispose() -> [Disposable] {
        action = nil
        var cancels: [Disposable] = []
        if case .scheduled(let disposable)? = first?.step { cancels.append(disposable) }
        for case .scheduled(let disposable) in others.values { cancels.append(disposable) }
        first = nil
        others = [:]
        return cancels
    }
}

/// A recursive action in a class, so that `PendingSteps` can hold it without being generic.
final class RecursiveAction<Action> {
    let run: Action

    init(_ run: Action) {
        self.run = run
    }
}
