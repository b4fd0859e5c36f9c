/// The disposable that owns nothing.
final class NopDisposable: Disposable, Sendable {
    static let instance = NopDisposable()

    private init() {}

    func dispose() {}
}
