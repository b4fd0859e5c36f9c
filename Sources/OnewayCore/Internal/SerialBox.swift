/// A value that one subscription's operator closure keeps between events, without the
/// runtime exclusivity check a captured `var` costs on every access.
///
/// Swift checks each access to a `var` captured by an escaping closure at run time (about
/// 50 instructions, thread-local storage included): for `distinctUntilChanged` and `scan`
/// that was a sixth of the cost of a whole `map → filter → distinctUntilChanged → scan`
/// event. The check is unnecessary here because the grammar serializes the events of one
/// subscription, and an operator never holds an access across a call downstream; the one
/// long access, `scan(into:)`'s `inout` accumulator, spans only the user's accumulator,
/// which cannot re-enter the same subscription: subjects and `SerializedSink` queue a
/// reentrant send instead of nesting it.
@usableFromInline
final class SerialBox<Value> {
    /// Read and written only by the serial events of one subscription.
    @usableFromInline @exclusivity(unchecked) var value: Value

    /// Creates a box holding `value`.
    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
