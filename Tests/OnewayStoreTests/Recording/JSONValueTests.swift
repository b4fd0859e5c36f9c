import OnewayTestSupport
import Testing

@testable import OnewayStore

@Suite
struct JSONValueTests {
    @Test("Parsing keeps every kind of value, numbers as their literal text, members in order")
    func parsesEveryKind() throws {
        let value = try JSONValue(
            parsing: #" {"b": [1, -2.5e3, true, false, null], "a": "x", "big": 18446744073709551615} "#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        expectEqual(object.keys, ["b", "a", "big"])
        expectEqual(value["b"], .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        expectEqual(value["big"], .number("18446744073709551615"))
        expectEqual(value.jsonText(), #"{"b":[1,-2.5e3,true,false,null],"a":"x","big":18446744073709551615}"#)
    }

    @Test("Two numbers are equal when their texts are, or their values: 1 and 1.0, not 1 and 2")
    func numberEquality() {
        expectEqual(JSONValue.number("1"), .number("1.0"))
        expectEqual(JSONValue.number("1e2"), .number("100"))
        #expect(JSONValue.number("1") != .number("2"))
    }

    @Test("Objects are equal whatever the order of their members")
    func objectEquality() throws {
        #expect(try JSONValue(parsing: #"{"a":1,"b":2}"#) == JSONValue(parsing: #"{"b":2,"a":1}"#))
        #expect(try JSONValue(parsing: #"{"a":1,"b":2}"#) != JSONValue(parsing: #"{"a":1}"#))
    }

    @Test("Escapes and surrogate pairs read as the characters they stand for, and write back")
    func escapes() throws {
        let value = try JSONValue(parsing: #""tab\tquote\"slash\/\u00e9\ud83d\ude00""#)
        expectEqual(value, .string("tab\tquote\"slash/é😀"))
        #expect(value.jsonText() == #""tab\tquote\"slash/é😀""#)
        expectEqual(JSONValue.string("\u{1}").jsonText(), #""\u0001""#)
    }

    @Test("The HTML-safe form escapes what could end a script element")
    func htmlSafe() {
        let value = JSONValue.string("</script><!-- & ")
        expectEqual(value.jsonText(htmlSafe: true), #""\u003c/script\u003e\u003c!-- \u0026 ""#)
        expectEqual(value.jsonText(), #""</script><!-- & ""#)
    }

    @Test(
        "Text that is not JSON is refused, naming the column where it stops being JSON",
        arguments: [
            (#"{"a":1,}"#, 8), (#"[1 2]"#, 4), (#"{"a" 1}"#, 6), ("01", 2), ("tru", 1), (#""abc"#, 5),
            ("{\"a\":\"\u{1}\"}", 7), ("", 1), ("1 2", 3), (#""\x""#, 3), (#""\ud800""#, 8), ("-", 2),
        ])
    func refusesInvalidText(text: String, column: Int) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            expectEqual(error.column, column, "\(text): \(error)")
        }
    }

    @Test("Nesting deeper than 512 levels is refused rather than overflowing the stack")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: deep) }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONValue(parsing: allowed)
    }
}
