// Here, not beside `ReactiveCompatible` in OnewayCore, because `NSObject` comes from
// Foundation, which the core does not import; every app imports this module, so the
// conformance is there wherever RxSwift code expects it.
import Foundation

/// Gives every `NSObject`, and so every UIKit and AppKit object, an `rx` namespace, as in
/// RxSwift.
extension NSObject: ReactiveCompatible {}
