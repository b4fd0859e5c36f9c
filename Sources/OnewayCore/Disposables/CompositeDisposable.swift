/// A group of disposables disposed together, with O(1) insertion and removal.
///
/// Thread-safe: insert, remove and dispose from any thread. `dispose()` disposes every
/// member once, in insertion order, after releasing the group's lock; once the group is
/// disposed, anything inserted is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside the group, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    // nil once disposed.
    private let state = LockedState<Bag<Disposable>?>(Bag())

    /// Creates an empty group.
    public init() {
        Resources.incrementTotal()
    }

    /// Creates a group holding `disposable1` and `disposable2`.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group holding the three disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group holding the four disposables and then `disposables`.
    public convenience init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group holding `disposables`.
    public convenience init(disposables: [Disposable]) {
        self.init()
        state.withLock { bag in
            for disposable in disposables { _ = bag!.insert(disposable) }
        }
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0 == nil }
    }

    /// The number of disposables in the group (0 once disposed).
    public var count: Int {
        state.withLock { $0?.count ?? 0 }
    }

    /// Adds `disposable` and returns the key that removes it, or disposes it at once and
    /// returns `nil` when the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { $0?.insert(disposable) }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable for `disposeKey` and disposes it. Does nothing if it was
    /// already removed or the group is disposed.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { $0?.remove(disposeKey.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order, once.
    public func dispose() {
        let disposables = state.withLock { bag in
            defer { bag = nil }
            return bag?.removeAll()
        }
        for disposable in disposables ?? [] {
            disposable.dispose()
        }
    }
}
