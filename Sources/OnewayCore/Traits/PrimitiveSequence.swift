/// An observable sequence with a constraint on how many elements it emits, fixed by `Trait`:
/// the type behind `Single`, `Maybe` and `Completable`.
///
/// A value wrapping an `Observable`, as in RxSwift: each subscription runs the sequence
/// anew, and every guarantee of `Observable` (serial delivery, the event grammar, thread
/// safety of `dispose`) carries over. Only Oneway's constructors and operators make one, so
/// the trait's element count holds by construction.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is a `PrimitiveSequence`: lets trait operators be written as constrained
/// protocol extensions, as in RxSwift.
public protocol PrimitiveSequenceType {
    /// The trait constraining the number of elements (`SingleTrait`, `MaybeTrait`,
    /// `CompletableTrait`).
    associatedtype Trait

    /// The type of the element, `Never` for `Completable`.
    associatedtype Element

    /// This value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Returns `self`.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// Returns the observable sequence this trait wraps: one `next` (for `Single`, `Maybe`)
    /// followed by `completed`, or an `error`, or just `completed`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// Checked: a trait holds nothing but its observable, which is `Sendable`. Unconditional
// for the reason `Observable` is: conditional, `PrimitiveSequence.concat(a, b)` no longer infers its
// element type in the Swift 6 language mode.
extension PrimitiveSequence: Sendable {}
