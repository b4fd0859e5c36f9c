import OnewayTestSupport
import TerminalUI
import Testing

@Suite("Decoding keys from a raw-mode terminal", .tracksResources)
struct KeyDecoderTests {
    private func keys(_ reads: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) }
    }

    @Test("printable ASCII, Enter (CR or LF), Backspace (DEL or ^H), Tab and control keys")
    func singleBytes() {
        expectEqual(keys(Array("a Z/".utf8)), [.character("a"), .character(" "), .character("Z"), .character("/")])
        expectEqual(keys([0x0D, 0x0A, 0x7F, 0x08, 0x09]), [.enter, .enter, .backspace, .backspace, .tab])
        expectEqual(keys([0x03, 0x01, 0x1A]), [.control("c"), .control("a"), .control("z")])
    }

    @Test("arrow keys in both cursor modes, and Delete")
    func escapeSequences() {
        expectEqual(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)), [.up, .down, .right, .left])
        expectEqual(keys(Array("\u{1B}OA\u{1B}OB".utf8)), [.up, .down])
        expectEqual(keys(Array("\u{1B}[3~".utf8)), [.delete])
    }

    @Test("an escape byte alone, or before a plain character, is the Escape key")
    func escapeKey() {
        expectEqual(keys([0x1B]), [.escape])
        expectEqual(keys([0x1B, UInt8(ascii: "q")]), [.escape, .character("q")])
    }

    @Test("Home, End, Page Up and Page Down in their several spellings, with or without modifiers")
    func navigationKeys() {
        expectEqual(
            keys(Array("\u{1B}[H\u{1B}OF\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8)),
            [.home, .end, .home, .end, .home, .end])
        expectEqual(keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[5;2~".utf8)), [.pageUp, .pageDown, .pageUp])
    }

    @Test("a sequence no key uses is skipped whole, parameters included")
    func unknownSequence() {
        expectEqual(keys(Array("\u{1B}[1;5Ax\u{1B}[15~".utf8)), [.character("x")])
    }

    @Test("an escape byte starting no sequence within 32 bytes is the Escape key, and what follows is typed")
    func unendingSequence() {
        let parameters = String(repeating: "1", count: 40)
        expectEqual(keys(Array("\u{1B}[\(parameters)".utf8)).prefix(3), [.escape, .character("["), .character("1")])
        expectEqual(
            keys(Array("\u{1B}[1\u{7}a".utf8)),
            [.escape, .character("["), .character("1"), .control("g"), .character("a")])
    }

    @Test("a sequence or a UTF-8 character cut between two reads is finished by the second")
    func splitAcrossReads() {
        expectEqual(keys([0x1B, UInt8(ascii: "[")], [UInt8(ascii: "B")]), [.down])
        expectEqual(keys([0x1B, UInt8(ascii: "["), UInt8(ascii: "5")], [UInt8(ascii: "~")]), [.pageUp])
        expectEqual(keys([0x1B], [UInt8(ascii: "/")]), [.escape, .character("/")])
        let euro = Array("€".utf8)
        expectEqual(
            keys(Array(euro.prefix(2)), Array(euro.dropFirst(2)) + [UInt8(ascii: "!")]),
            [
                .character("€"), .character("!"),
            ])
    }

    @Test("multi-byte characters decode whole; an invalid byte is dropped, not the rest")
    func utf8() {
        expectEqual(keys(Array("é✓🥚".utf8)), [.character("é"), .character("✓"), .character("🥚")])
        expectEqual(keys([0xFF, UInt8(ascii: "a")]), [.character("a")])
        expectEqual(keys([0xC3, UInt8(ascii: "a")]), [.character("a")])
    }
}
