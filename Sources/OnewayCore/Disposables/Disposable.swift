/// A resource that can be released, such as a subscription.
///
/// Every disposable Oneway returns is idempotent and safe to dispose from any thread.
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can report whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
