extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Returns a `Single` of this `Maybe`'s element, or of `default` if it completes empty.
    ///
    /// An error passes through. `default` is emitted when this `Maybe` completes, on the
    /// thread that delivers the completion.
    ///
    /// - Parameter default: The element to succeed with when there is none.
    /// - Returns: The `Single`.
    /// - SeeAlso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Returns this `Maybe`, continued by `other` if it completes empty.
    ///
    /// `other` is subscribed when this `Maybe` completes without an element, on the thread
    /// that delivered the completion; an error of this `Maybe` is delivered instead.
    ///
    /// - Parameter other: The `Maybe` that runs when this one is empty.
    /// - Returns: The `Maybe`.
    /// - SeeAlso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Returns a `Single` of this `Maybe`'s element, or of `other`'s if it completes empty.
    ///
    /// `other` is subscribed when this `Maybe` completes without an element, on the thread
    /// that delivered the completion; an error of this `Maybe` is delivered instead.
    ///
    /// - Parameter other: The `Single` that runs when this `Maybe` is empty.
    /// - Returns: The `Single`.
    /// - SeeAlso: [defaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }
}
