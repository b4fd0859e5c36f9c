/// Why a text is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The column (1-based, in bytes) where the text stops being JSON.
    package let column: Int
    /// What was wrong there, in words.
    package let problem: String

    package var description: String { "\(problem) at column \(column)" }
}

extension JSONValue {
    /// Parses one JSON value, which must fill `bytes` but for surrounding white space.
    ///
    /// Strict RFC 8259: no comments, no trailing commas, strings in valid UTF-8, at most 512
    /// levels of nesting (a deeper text is refused rather than risking the stack).
    ///
    /// - Throws: `JSONSyntaxError` naming the column where the text stops being JSON.
    package init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
        let buffer = Array(bytes)
        var parser = JSONParser(bytes: buffer)
        self = try parser.parseDocument()
    }

    /// Parses one JSON value from `text`.
    ///
    /// - Throws: `JSONSyntaxError` naming the column where the text stops being JSON.
    package init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: text.utf8)
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    static let maximumDepth = 512

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhiteSpace()
        guard index < bytes.count else { throw failure("no value (the text is empty)") }
        let value = try parseValue()
        skipWhiteSpace()
        guard index == bytes.count else { throw failure("text after the end of the value") }
        return value
    }

    func failure(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(column: index + 1, problem: problem)
    }

    mutating func skipWhiteSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw failure("the text ends where a value should start") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { parser throws(JSONSyntaxError) in try parser.parseObject() }
        case UInt8(ascii: "["): return try nested { parser throws(JSONSyntaxError) in try parser.parseArray() }
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("unexpected \(describe(byte))")
        }
    }

    mutating func nested(
        _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
    ) throws(JSONSyntaxError) -> JSONValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("more than \(Self.maximumDepth) levels of nesting") }
        return try body(&self)
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var object = JSONObject()
        skipWhiteSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(object)
        }
        while true {
            skipWhiteSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
            let key = try parseString()
            skipWhiteSpace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            index += 1
            skipWhiteSpace()
            object[key] = try parseValue()
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(object)
            case nil: throw failure("the text ends inside an object")
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try parseValue())
            skipWhiteSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            case nil: throw failure("the text ends inside an array")
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw failure("unexpected \(describe(bytes[index]))")
        }
        index += utf8.count
        return value
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw failure("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let digit = current, isDigit(digit) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let digit = current, isDigit(digit) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("the text ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw failure("a string that is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character in a string (write it as an escape)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw failure("the text ends inside a string") }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            index += 1
            utf8.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw failure("an unknown escape, '\\' then \(describe(byte))") }
        index += 1
        var scalar = try parseHexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate: the low one must follow, as another escape.
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a lone surrogate in a string")
            }
            index += 2
            let low = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate in a string") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("a lone surrogate in a string") }
        utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("expected four hex digits after '\\u'") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt8
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = bytes[index] - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = bytes[index] - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = bytes[index] - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}
