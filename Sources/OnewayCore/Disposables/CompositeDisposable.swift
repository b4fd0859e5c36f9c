/// A group of disposables disposed together, with O(1) insertion and removal.
///
/// Thread-safe. Once the group is disposed, anything inserted is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside the group, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private struct State {
        // nil once disposed. Insertion order is kept by the increasing keys.
        var disposables: [Int: Disposable]? = [:]
        var nextKey = 0
    }

    private let state = LockedState(State())

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

    /// Creates a group holding `disposables`.
    public convenience init(disposables: [Disposable]) {
        self.init()
        for disposable in disposables { _ = insert(disposable) }
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposables == nil }
    }

    /// The number of disposables in the group.
    public var count: Int {
        state.withLock { $0.disposables?.count ?? 0 }
    }

    /// Adds `disposable` and returns the key that removes it, or disposes it at once and
    /// returns `nil` when the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = state.withLock { state in
            guard state.disposables != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables![key] = disposable
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable for `disposeKey` and disposes it. Does nothing if it was
    /// already removed or the group is disposed.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { $0.disposables?.removeValue(forKey: disposeKey.value) }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order, once.
    public func dispose() {
        let disposables = state.withLock { state in
            defer { state.disposables = nil }
            return state.disposables
        }
        guard let disposables else { return }
        for key in disposables.keys.sorted() {
            disposables[key]!.dispose()
        }
    }
}
