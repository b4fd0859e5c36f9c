/// A two-way path between a parent action and a child action, usually one enum case: embeds
/// a child action in the parent and extracts it back.
///
/// The action-side counterpart of a `WritableKeyPath`, as a case path is in other libraries.
/// Declare one per feature case and use it with `Reduce.pullback(state:action:)`:
///
/// ```swift
/// extension ActionPath<AppAction, CounterAction> {
///     static let counter = ActionPath(embed: AppAction.counter) {
///         guard case .counter(let action) = $0 else { return nil }
///         return action
///     }
/// }
/// ```
public struct ActionPath<Root, Value>: Sendable {
    /// Wraps a child action in the parent action, for dispatching it to the parent store.
    public let embed: @Sendable (Value) -> Root
    /// Returns the child action a parent action carries, or `nil` if it carries none.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a path from its two directions.
    ///
    /// - Parameters:
    ///   - embed: Wraps a child action in the parent action.
    ///   - extract: Returns the child action a parent action carries, or `nil`.
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {
        self.embed = embed
        self.extract = extract
    }
}
