/// A key pressed in a terminal in raw mode.
package enum Key: Equatable, Sendable {
    /// A printable character, typed.
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown
    case enter, escape, backspace, delete, tab
    /// A control key: `control("c")` is Ctrl-C.
    case control(Character)
}

/// Turns the bytes a terminal sends in raw mode into keys: characters (UTF-8), control
/// keys, and the escape sequences of the arrows, Home, End, Page Up, Page Down and Delete.
///
/// Keeps what a read cut in the middle of a UTF-8 character or of an escape sequence, and
/// finishes it with the next read. An escape byte alone at the end of a read is the Escape
/// key: a terminal sends the bytes of one key together. A sequence it does not know is
/// skipped whole, parameters included; one that does not end within 32 bytes is not one,
/// and its escape byte is the Escape key.
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// The longest escape sequence waited for.
    private static let longestSequence = 32

    package init() {}

    /// The keys in `bytes`, after whatever an earlier call left unfinished.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = pending.startIndex
        while index < pending.endIndex {
            guard let (key, length) = Self.key(at: pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index - pending.startIndex)
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it took (a `nil` key for bytes
    /// that are no key); `nil` if `bytes` ends before the key does.
    private static func key(at bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        switch first {
        case 0x1B: return escapeSequence(at: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(at: bytes)
        }
    }

    private static func escapeSequence(at bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // A sequence: parameter and intermediate bytes (0x20...0x3F), then one final byte
        // (0x40...0x7E). Anything else, or no end in sight, and it is no sequence.
        let body = bytes[(start + 2)...].prefix(longestSequence)
        guard let end = body.firstIndex(where: { !(0x20...0x3F).contains($0) }) else {
            return body.count < longestSequence ? nil : (.escape, 1)
        }
        guard (0x40...0x7E).contains(bytes[end]) else { return (.escape, 1) }
        let length = end - start + 1
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[end]))
        if parameters.isEmpty, let key = letterKeys[final] { return (key, length) }
        if final == "~", let first = parameters.split(separator: ";").first, let key = tildeKeys[String(first)] {
            return (key, length)
        }
        return (nil, length)
    }

    /// `ESC [ A` or `ESC O A` and so on, in both cursor modes.
    private static let letterKeys: [Character: Key] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
    ]

    /// `ESC [ 5 ~` and so on, with or without modifiers (`ESC [ 5 ; 2 ~`).
    private static let tildeKeys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "5": .pageUp, "6": .pageDown, "3": .delete,
    ]

    private static func utf8Character(at bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length =
            switch first {
            case 0xC0..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF8: 4
            default: 1
            }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard length > 1, let text = String(validating: encoded, as: UTF8.self), let character = text.first else {
            return (nil, 1)
        }
        return (.character(character), length)
    }
}
