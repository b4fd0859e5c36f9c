#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ObservableType {
    /// Returns this sequence unchanged, printing a line for each subscription, each event
    /// and each disposal, as RxSwift does.
    ///
    /// Each line reads `2024-05-01 12:00:00.000: identifier -> subscribed`, then
    /// `-> Event next(1)` (or `error(…)`, `completed`), then `-> isDisposed`, with the local
    /// time. The identifier defaults to `File.swift:line (function)` of the call. With
    /// `trimOutput`, an event description longer than 40 characters is shortened to its
    /// first and last 20. Lines are printed with `print`, on the thread of the event (or
    /// subscription, or disposal), before it is passed on.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; `nil` for the call site.
    ///   - trimOutput: Whether to shorten long event descriptions.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The source sequence, logged.
    /// - SeeAlso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let identifier =
            identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        let source = asObservable()
        return Producer { sink in
            debugLog(identifier, "subscribed")
            let subscription = source._subscribe { event in
                debugLog(identifier, "Event \(describe(event, trimmed: trimOutput))")
                sink.on(event)
            }
            // Logged before the source is disposed, as RxSwift does.
            return Disposables.create(Disposables.create { debugLog(identifier, "isDisposed") }, subscription)
        }
    }
}

private let maxEventTextLength = 40

private func describe<Element>(_ event: Event<Element>, trimmed: Bool) -> String {
    let text = String(describing: event)
    guard trimmed, text.count > maxEventTextLength else { return text }
    return "\(text.prefix(maxEventTextLength / 2))...\(text.suffix(maxEventTextLength / 2))"
}

private func debugLog(_ identifier: String, _ content: String) {
    print("\(timestamp(Date())): \(identifier) -> \(content)")
}

/// `yyyy-MM-dd HH:mm:ss.SSS` in local time, RxSwift's format, without a date formatter
/// (which `FoundationEssentials` lacks).
private func timestamp(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    let milliseconds = min(999, Int((interval - interval.rounded(.down)) * 1000))
    let parts = CalendarFields(secondsSince1970: Int(interval.rounded(.down)), inUTC: false)
    func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2)) "
        + "\(padded(parts.hour, 2)):\(padded(parts.minute, 2)):\(padded(parts.second, 2))."
        + padded(milliseconds, 3)
}
