extension ControlProperty {
    /// Returns the property's values as a `Driver`: they move to the main scheduler and are
    /// shared, replaying the latest.
    ///
    /// A property cannot fail: an error, a bug in the sequence it wraps, stops the program in
    /// debug builds and ends the `Driver` in release builds.
    ///
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { controlFailed("ControlProperty.asDriver()", $0) }
    }
}

extension ControlEvent {
    /// Returns the events as a `Driver`: they move to the main scheduler and are shared,
    /// replaying the latest.
    ///
    /// A control event cannot fail: an error, a bug in the sequence it wraps, stops the program
    /// in debug builds and ends the `Driver` in release builds.
    ///
    /// - Returns: The `Driver`.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { controlFailed("ControlEvent.asDriver()", $0) }
    }

    /// Returns the events as a `Signal`: they move to the main scheduler and are shared,
    /// without replay.
    ///
    /// A control event cannot fail: an error, a bug in the sequence it wraps, stops the program
    /// in debug builds and ends the `Signal` in release builds.
    ///
    /// - Returns: The `Signal`.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSignal { controlFailed("ControlEvent.asSignal()", $0) }
    }
}

/// Reports an error that reached a control's `Driver` or `Signal`, where none can arrive unless
/// the control wraps a failing sequence: debug builds stop; release builds print it and end the
/// sequence.
@usableFromInline
func controlFailed<Strategy, Element>(
    _ conversion: String, _ error: any Error, file: StaticString = #fileID, line: UInt = #line
) -> SharedSequence<Strategy, Element> {
    let message = "\(conversion) received an error: \(error). The sequence a control wraps must never fail."
    #if DEBUG
        fatalError(message, file: file, line: line)
    #else
        print("Oneway: \(file):\(line): \(message)")
        return .empty()
    #endif
}
