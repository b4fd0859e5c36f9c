/// The errors Oneway's own operators and subjects produce, with RxSwift's cases.
///
/// `@unchecked Sendable` because of `disposed(object:)`: the object is carried only to name
/// it in the description and is never mutated through the error.
public enum RxError: Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// A subject or relay was used after `dispose()`; `object` is the disposed object.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of its valid range.
    case argumentOutOfRange
    /// A sequence expected to have elements (`single`, `first`, `asSingle`) had none.
    case noElements
    /// A sequence expected to have one element had more.
    case moreThanOneElement
    /// No element arrived within the time allowed by `timeout`.
    case timeout

    /// A sentence describing the error.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
