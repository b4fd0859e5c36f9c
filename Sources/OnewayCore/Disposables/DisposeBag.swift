/// Collects disposables and disposes them all, in insertion order, when the bag is
/// deallocated.
///
/// Thread-safe: insert from any thread. A disposable cannot be inserted after the bag has
/// begun deallocating (the bag is alive during `insert`), so nothing escapes disposal. To
/// dispose early, replace the bag: `disposeBag = DisposeBag()`.
public final class DisposeBag: @unchecked Sendable {
    private let disposables = LockedState<[Disposable]>([])

    /// Creates an empty bag.
    public init() {
        Resources.incrementTotal()
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Creates a bag holding the disposables `builder` lists, one per line.
    ///
    /// ```swift
    /// let bag = DisposeBag {
    ///     a.subscribe(onNext: { print($0) })
    ///     b.bind(to: relay)
    /// }
    /// ```
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds `disposable` to the bag.
    public func insert(_ disposable: Disposable) {
        disposables.withLock { $0.append(disposable) }
    }

    /// Adds every one of `disposables` to the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every one of `disposables` to the bag.
    public func insert(_ disposables: [Disposable]) {
        self.disposables.withLock { $0.append(contentsOf: disposables) }
    }

    /// Adds the disposables `builder` lists, one per line.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects the disposables listed in a closure, one per line, into an array.
    @resultBuilder
    public enum DisposableBuilder {
        /// Returns the listed disposables in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }

    deinit {
        let disposables = disposables.withLock { $0 }
        for disposable in disposables {
            disposable.dispose()
        }
        Resources.decrementTotal()
    }
}
