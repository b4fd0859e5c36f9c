/// Stops the program with `message` unless `condition` holds, in every build configuration.
///
/// Oneway's checks of misuse (a negative count, a reducer calling back into its store) use
/// this rather than `precondition`, which prints its message only in unoptimized builds: in
/// an app's release build, the crash would otherwise not say which rule was broken. The
/// message is built only when the check fails.
@inlinable
@inline(__always)
package func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
