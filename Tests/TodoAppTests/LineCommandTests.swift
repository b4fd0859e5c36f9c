import OnewayTestSupport
import Testing
import TodoApp

@Suite("Line mode's commands", .tracksResources)
struct LineCommandTests {
    @Test(
        "each command becomes its action, items numbered from 1",
        arguments: [
            ("add milk and eggs", LineCommand.dispatch(.list(.add("milk and eggs")))),
            ("done 2", .dispatch(.list(.toggle(at: 1)))),
            ("  remove 1 ", .dispatch(.list(.remove(at: 0)))),
            ("undo", .dispatch(.list(.undo))),
            ("find egg", .dispatch(.search(.setQuery("egg")))),
            ("find", .dispatch(.search(.setQuery("")))),
            ("list", .list),
            ("help", .help),
            ("quit", .quit),
        ]
    )
    func parsing(line: String, command: LineCommand) throws {
        #expect(try LineCommand(parsing: line) == command)
    }

    @Test(
        "a line that is not a command is an error that says what to do",
        arguments: [
            ("add", "unknown command 'add': type 'help'"),
            ("fly away", "unknown command 'fly away': type 'help'"),
            ("done two", "'two' is not an item number (items are numbered from 1)"),
            ("remove 0", "'0' is not an item number (items are numbered from 1)"),
        ]
    )
    func errors(line: String, message: String) {
        #expect(throws: LineCommandError(message: message)) { try LineCommand(parsing: line) }
    }
}
