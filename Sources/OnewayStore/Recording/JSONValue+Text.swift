extension JSONValue {
    /// The value as compact JSON text (no white space), members in their order.
    ///
    /// - Parameter htmlSafe: Also escapes `<`, `>`, `&` and the two line separators JavaScript
    ///   rejects in literals, so that the text can sit inside an HTML `<script>` element.
    /// - Returns: The JSON text.
    package func jsonText(htmlSafe: Bool = false) -> String {
        var text = ""
        write(to: &text, htmlSafe: htmlSafe)
        return text
    }

    /// Appends the value as compact JSON text to `text`.
    package func write(to text: inout String, htmlSafe: Bool = false) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let string): Self.writeString(string, to: &text, htmlSafe: htmlSafe)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text, htmlSafe: htmlSafe)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, key) in object.keys.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text, htmlSafe: htmlSafe)
                text += ":"
                object.members[key].unsafelyUnwrapped.write(to: &text, htmlSafe: htmlSafe)
            }
            text += "}"
        }
    }

    /// Appends `string` as a JSON string literal.
    package static func writeString(_ string: String, to text: inout String, htmlSafe: Bool = false) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                // One `where` would guard only the last pattern of the list.
                if htmlSafe { text += unicodeEscape(scalar) } else { text.unicodeScalars.append(scalar) }
            case "\u{0}"..."\u{1F}": text += unicodeEscape(scalar)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
