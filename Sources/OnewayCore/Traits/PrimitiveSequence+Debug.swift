extension PrimitiveSequence {
    /// Returns this sequence unchanged, printing a line for each subscription, each event
    /// and each disposal, as `Observable.debug` does.
    ///
    /// Lines are printed on the thread of the event (or subscription, or disposal), before
    /// it is passed on; see `Observable.debug` for their format.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; `nil` for the call site.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The sequence, logged, of the same trait.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
