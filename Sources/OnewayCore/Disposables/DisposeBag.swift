/// Collects disposables and disposes them all when the bag is deallocated.
///
/// Thread-safe. A disposable inserted after the bag has begun deallocating cannot happen
/// (the bag is alive during `insert`), so nothing escapes disposal. To dispose early,
/// replace the bag: `disposeBag = DisposeBag()`.
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

    deinit {
        let disposables = disposables.withLock { $0 }
        for disposable in disposables {
            disposable.dispose()
        }
        Resources.decrementTotal()
    }
}
