/// A key pressed in the full-screen inspector.
package enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace
    /// Ctrl-C: quits, like `q`.
    case interrupt
}

/// Turns the bytes a terminal sends in raw mode into keys: characters (UTF-8), and the
/// escape sequences of arrows, Page Up and Down, Home and End.
package struct KeyDecoder: Sendable {
    /// Bytes of a character or escape sequence that the last read cut in two.
    private var pending: [UInt8] = []

    package init() {}

    /// The keys in `bytes`, the next bytes read from the terminal.
    package mutating func decode(_ bytes: [UInt8]) -> [Key] {
        var input = pending + bytes
        pending = []
        var keys: [Key] = []
        while let first = input.first {
            switch first {
            case 0x1B:
                guard input.count > 1 else {
                    // A lone Escape: no sequence starts in the same read.
                    keys.append(.escape)
                    input.removeFirst()
                    continue
                }
                guard let (key, length) = Self.escapeSequence(input) else {
                    if Self.mayContinue(input) {
                        pending = input
                        return keys
                    }
                    keys.append(.escape)
                    input.removeFirst()
                    continue
                }
                if let key { keys.append(key) }
                input.removeFirst(length)
            case 0x0D, 0x0A:
                keys.append(.enter)
                input.removeFirst()
            case 0x7F, 0x08:
                keys.append(.backspace)
                input.removeFirst()
            case 0x03:
                keys.append(.interrupt)
                input.removeFirst()
            default:
                let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
                guard input.count >= length else {
                    pending = input
                    return keys
                }
                let text = String(decoding: input[..<length], as: UTF8.self)
                input.removeFirst(length)
                if let character = text.first, first >= 0x20 { keys.append(.character(character)) }
            }
        }
        return keys
    }

    /// The key an escape sequence at the start of `input` stands for (`nil` inside for one
    /// this decoder ignores), and its length; `nil` if none is complete there.
    private static func escapeSequence(_ input: [UInt8]) -> (Key?, Int)? {
        guard input.count >= 3, input[1] == UInt8(ascii: "[") || input[1] == UInt8(ascii: "O") else { return nil }
        switch input[2] {
        case UInt8(ascii: "A"): return (.up, 3)
        case UInt8(ascii: "B"): return (.down, 3)
        case UInt8(ascii: "C"): return (.right, 3)
        case UInt8(ascii: "D"): return (.left, 3)
        case UInt8(ascii: "H"): return (.home, 3)
        case UInt8(ascii: "F"): return (.end, 3)
        default: break
        }
        // ESC [ number ~ (and ESC [ number ; modifiers ~).
        guard input[1] == UInt8(ascii: "["), let end = input.dropFirst(2).firstIndex(of: UInt8(ascii: "~")) else {
            return nil
        }
        let parameters = String(decoding: input[2..<end], as: UTF8.self).split(separator: ";")
        let key: Key? =
            switch parameters.first {
            case "1", "7": .home
            case "4", "8": .end
            case "5": .pageUp
            case "6": .pageDown
            default: nil
            }
        return (key, end + 1)
    }

    /// Whether `input`, starting with Escape, may be the start of a sequence cut by the read.
    private static func mayContinue(_ input: [UInt8]) -> Bool {
        guard input[1] == UInt8(ascii: "[") || input[1] == UInt8(ascii: "O") else { return false }
        if input.count == 2 { return true }
        return input[1] == UInt8(ascii: "[") && input.count < 8
            && input.dropFirst(2).allSatisfy { (0x30...0x3B).contains($0) }
    }
}
