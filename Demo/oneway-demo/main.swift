// oneway-demo: a to-do list in the terminal, driven by a Oneway Store.
//
// In a terminal it runs full screen: keys become actions, the store's states are drawn, and
// `/` starts the seed's search (debounced, looked up with flatMapLatest, so a newer query
// cancels an older lookup). With its input piped in, or with `--lines`, it reads one
// command per line instead.

import TodoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        Usage: oneway-demo [--lines]

        A to-do list driven by a Oneway Store. In a terminal it runs full screen
        (keys: ↑↓ move, space done, a add, d delete, / search, u undo, q quit).
        With its input piped in, or with --lines, it reads one command per line:
        \(LineCommand.usage)
        """)
} else if let unknown = arguments.first(where: { $0 != "--lines" }) {
    print("oneway-demo: unknown argument '\(unknown)'; try --help")
    exit(2)
} else if !arguments.contains("--lines"), let terminal = Terminal() {
    runFullScreen(on: terminal)
} else {
    runLineMode()
}
