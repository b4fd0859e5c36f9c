import OnewayCore

extension BlockingObservable {
    /// Blocks until the sequence completes and returns all its elements, in order.
    ///
    /// - Returns: Every element, once the sequence has completed.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try materializeResult().elementsOrThrow()
    }

    /// Blocks until the sequence emits its first element or ends, and returns that element.
    ///
    /// The subscription is disposed as soon as the first element arrives.
    ///
    /// - Returns: The first element, or `nil` if the sequence completes empty.
    /// - Throws: The sequence's error if it fails before emitting, or `RxError.timeout`.
    public func first() throws -> Element? {
        try materializeResult(max: 1).elementsOrThrow().first
    }

    /// Blocks until the sequence completes and returns its last element.
    ///
    /// - Returns: The last element, or `nil` if the sequence completes empty.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try materializeResult().elementsOrThrow().last
    }

    /// Blocks until the sequence completes and returns its only element.
    ///
    /// The subscription is disposed as soon as a second element arrives.
    ///
    /// - Returns: The one element.
    /// - Throws: `RxError.noElements` if the sequence completes empty,
    ///   `RxError.moreThanOneElement` if it emits a second element, the sequence's error, or
    ///   `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence completes and returns its only element that satisfies
    /// `predicate`.
    ///
    /// `predicate` runs on the thread that delivers each element, for each element until a
    /// second one satisfies it; the subscription is then disposed.
    ///
    /// - Parameter predicate: Which elements count; an error it throws ends the wait.
    /// - Returns: The one element that satisfies `predicate`.
    /// - Throws: `RxError.noElements` if none does, `RxError.moreThanOneElement` if a second
    ///   one does, what `predicate` throws, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try materializeResult(max: 2, predicate: predicate).elementsOrThrow()
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Blocks until the sequence ends and returns how it ended, with every element it
    /// emitted; never throws.
    ///
    /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` with the sequence's
    ///   error or `RxError.timeout`, and the elements that came before it.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

extension MaterializedSequenceResult {
    fileprivate func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements): elements
        case .failed(_, let error): throw error
        }
    }
}
