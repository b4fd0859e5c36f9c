/// The integer types `range`, `timer` and `interval` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger
