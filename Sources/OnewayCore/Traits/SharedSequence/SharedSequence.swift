/// An observable sequence for UI code: it never fails, it delivers on its strategy's scheduler,
/// and its subscribers share one subscription to its source, as RxCocoa's `SharedSequence`.
///
/// `Driver` and `Signal` are its two forms. A value wrapping an `Observable`, as ``Infallible``
/// is: the conversions (`asDriver(onErrorJustReturn:)`, `asSignal(onErrorSignalWith:)`…) handle
/// errors and move delivery to ``SharingStrategyProtocol/scheduler``, and every operator shares
/// its result by ``SharingStrategyProtocol/share(_:)``, so that the work behind a sequence runs
/// once however many views observe it.
///
/// The guarantees hold for sequences built through those conversions and operators; an
/// `Observable` has no way into a `SharedSequence` that skips them.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, shared by the strategy: what the operators build.
    ///
    /// Inlinable, as every operator and conversion that calls it: built in the caller's module,
    /// the strategy's `share` runs each event through code specialized for the element type
    /// (see Benchmarks/README.md).
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is: for sources that need no sharing (`just`, `never`, `of`…).
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// Returns the shared observable sequence this value wraps.
    ///
    /// Every call returns the same observable, so that its subscribers share its subscription.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns this sequence.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// Returns this sequence as an `Infallible`, sharing as this one does.
    public func asInfallible() -> Infallible<Element> {
        Infallible(source)
    }
}

/// How a `SharedSequence` delivers and shares: `DriverSharingStrategy` and
/// `SignalSharingStrategy` are the two RxCocoa defines.
///
/// A strategy of your own makes another kind of shared sequence; it must deliver on
/// `scheduler`'s thread and never fail, which the conversions to `SharedSequence` ensure.
public protocol SharingStrategyProtocol {
    /// The scheduler every element of the sequence is delivered on.
    ///
    /// Read when a conversion or a time-based operator is built, not per element.
    static var scheduler: SchedulerType { get }

    /// Returns `source` shared among its subscribers, as the sequences of this strategy share.
    ///
    /// - Parameter source: The sequence one operator built.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can be converted to, a `SharedSequence`: the type RxCocoa's operators on
/// `Driver` and `Signal` extend.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence delivers and shares.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// Returns the sequence as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// Returns the shared observable sequence behind this value.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

// Checked: a `SharedSequence` holds nothing but its observable, which is `Sendable`.
// Unconditional, as `Observable` and `Infallible` are (see `Infallible`'s conformance).
extension SharedSequence: Sendable {}
