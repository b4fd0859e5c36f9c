import Foundation

extension Middleware {
    /// A middleware that describes each action in one line, with the fields of the state it
    /// changed, like TCA's `_printChanges`:
    ///
    /// ```
    /// signIn(name: "Ada") — user.name: "" → "Ada", isSignedIn: false → true
    /// refresh — no change
    /// ```
    ///
    /// A field of a struct or class is followed down to the fields inside it that changed;
    /// anything else (numbers, strings, enums, collections) is shown whole, as
    /// `String(reflecting:)` shows it. An action a later middleware swallows shows
    /// `no change`.
    ///
    /// It reads the state before and after each action and compares them field by field on
    /// the dispatching thread, inside the chain: a debugging aid, for the app's development
    /// builds rather than for a store dispatching thousands of actions a second.
    ///
    /// - Parameters:
    ///   - prefix: Put before each line, for example the store's name; none by default.
    ///   - output: Receives each line, without a line break, on the dispatching thread, one at
    ///     a time in the store's order; by default it is written to standard error.
    /// - Returns: The middleware; put it last to log the actions as the reducer receives them.
    public static func logging(
        prefix: String = "", to output: @escaping (_ line: String) -> Void = Middleware.writeToStandardError
    ) -> Middleware {
        Middleware(onAction: { store, action, next in
            let before = store.state
            next(action)
            let changes = StateChanges(from: before, to: store.state)
            output(prefix + String(describing: action) + " — " + changes.line)
        })
    }

    /// Writes `line` and a line break to standard error: where `logging` writes by default.
    ///
    /// - Parameter line: The line to write.
    public static func writeToStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
