extension ObservableType {
    /// Returns a sequence of this sequence's elements followed, once it has completed, by
    /// those of `second`.
    ///
    /// `second` is subscribed when this sequence completes, on the thread that completed it
    /// (after the current work when a `CurrentThreadScheduler` trampoline is running). The
    /// result completes when `second` completes, and fails with the first error, without
    /// subscribing to `second` if this sequence fails.
    ///
    /// - Parameter second: The sequence to continue with.
    /// - Returns: The concatenated sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Returns a sequence of the elements of each source in `sequence`, one source after
    /// another.
    ///
    /// The first source is subscribed at once; each next one is taken from `sequence` and
    /// subscribed when the previous one completes, on the thread that completed it (after
    /// the current work when a `CurrentThreadScheduler` trampoline is running), so
    /// `sequence` may be lazy or endless. The result completes after the last source, and
    /// fails with the first error. Each subscription iterates `sequence` anew.
    ///
    /// - Parameter sequence: The sources, in order.
    /// - Returns: The concatenated sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        concatenating(sequence)
    }

    /// Returns a sequence of the elements of each source in `collection`, one source after
    /// another; see `concat(_:)` for a sequence.
    ///
    /// - Parameter collection: The sources, in order.
    /// - Returns: The concatenated sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        concatenating(collection)
    }

    /// Returns a sequence of the elements of each source, one source after another; see
    /// `concat(_:)` for a sequence.
    ///
    /// - Parameter sources: The sources, in order.
    /// - Returns: The concatenated sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concatenating(sources)
    }

    /// The one implementation behind the static forms; overloads alone would call each other.
    static func concatenating<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        ConcatObservable(sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Returns a sequence of the elements of each inner sequence, one inner sequence after
    /// another, in the order the outer sequence emitted them: `merge(maxConcurrent: 1)`.
    ///
    /// An inner sequence that arrives while another is active waits for it to complete. The
    /// result completes when the outer sequence and every inner sequence have completed, and
    /// fails with the first error.
    ///
    /// - Returns: The concatenated sequence.
    /// - SeeAlso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
