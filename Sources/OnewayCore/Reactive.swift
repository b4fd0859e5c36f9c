/// The `rx` namespace of a type: the place for its reactive extensions.
///
/// Extend it with a constraint on `Base` to give a type its own bindings and sequences,
/// reached through `rx` without clashing with the type's own members:
///
/// ```swift
/// extension Reactive where Base: Label {
///     var title: Binder<String> {
///         Binder(base) { label, title in label.text = title.uppercased() }
///     }
/// }
///
/// titles.bind(to: label.rx.title).disposed(by: disposeBag)
/// ```
///
/// For an object `Base`, every writable property is also reachable as a `Binder` by its
/// name, through dynamic member lookup: `label.rx.text` binds to `label.text`.
///
/// In the Swift 6 language mode, declare a binder of a main-actor type `@MainActor`
/// (`@MainActor var title: Binder<String>`): its binding closure is then isolated to the main
/// actor, and the default scheduler runs it on the main queue.
///
/// A `Reactive` is a plain wrapper: it adds no state, and it is `Sendable` when `Base` is.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// Wraps `base`.
    ///
    /// - Parameter base: The extended value.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of `base` to each element, on the main
    /// queue, holding `base` weakly, as `Binder` does with its default scheduler.
    ///
    /// - Parameter keyPath: The writable property to set.
    /// - Returns: The binder for that property.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

extension Reactive: Sendable where Base: Sendable {}

/// A type with reactive extensions, reached through `rx`.
///
/// Conform a type with an empty extension, `extension Label: ReactiveCompatible {}`; the
/// default implementations return `Reactive(self)` and `Reactive<Self>.self`.
public protocol ReactiveCompatible {
    /// The type the reactive extensions extend.
    associatedtype ReactiveBase

    /// The reactive extensions of the type itself, for static ones.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type itself, for static ones.
    ///
    /// Settable, as in RxSwift, so that `Type.rx` may be written through; setting it stores
    /// nothing.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The reactive extensions of this value.
    ///
    /// Settable, as in RxSwift, so that a settable property or `mutating` method declared on
    /// `Reactive` can be used through `rx` (`value.rx.property = newValue`); setting it
    /// stores nothing.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
