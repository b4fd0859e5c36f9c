import OnewayTestSupport
import SearchApp
import Testing

@Suite("Parsing script lines", .tracksResources)
struct ScriptCommandTests {
    private func parse(_ line: String) throws(ScriptError) -> ScriptCommand? {
        try ScriptCommand.parse(Array(line.utf8))
    }

    @Test("every command, with its argument")
    func commands() throws {
        #expect(try parse("type ada lovelace") == .type("ada lovelace"))
        #expect(try parse("type  two") == .type(" two"))
        #expect(try parse("backspace") == .backspace(1))
        #expect(try parse("backspace 3") == .backspace(3))
        #expect(try parse("clear") == .clear)
        #expect(try parse("wait 250\r") == .wait(250))
        #expect(try parse("next-page") == .nextPage)
        #expect(try parse("retry") == .retry)
        #expect(
            try parse("sign-in Ada King Lovelace ada@example.com")
                == .signIn(name: "Ada King Lovelace", email: "ada@example.com"))
        #expect(try parse("sign-out") == .signOut)
        #expect(try parse("quit") == .quit)
    }

    @Test("blank lines and comments are not commands")
    func ignored() throws {
        #expect(try parse("") == nil)
        #expect(try parse("   ") == nil)
        #expect(try parse("# type nothing") == nil)
        #expect(try parse("  # indented") == nil)
    }

    @Test(
        "a bad line says why",
        arguments: [
            ("jump", "unknown command 'jump'; the commands are: \(ScriptCommand.summary)"),
            ("type", "'type' needs text to type"),
            ("wait", "'wait' needs a number of milliseconds"),
            ("wait soon", "'wait' needs a whole number from 0, got 'soon'"),
            ("backspace -1", "'backspace' needs a whole number from 0, got '-1'"),
            ("sign-in Ada", "'sign-in' needs a name and an email"),
            ("sign-in Ada ada.example.com", "cannot sign in: 'ada.example.com' is not an email address"),
            ("retry now", "'retry' takes no argument"),
        ])
    func errors(line: String, reason: String) {
        #expect(throws: ScriptError(reason)) { try parse(line) }
    }
}
