import OnewayTestSupport
import SearchApp
import Testing

@Suite("Decoding keys from a raw-mode terminal", .tracksResources)
struct KeyDecoderTests {
    private func keys(_ reads: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) }
    }

    @Test("printable ASCII, Enter (CR or LF), Backspace (DEL or ^H), Tab and control keys")
    func singleBytes() {
        #expect(keys(Array("a Z/".utf8)) == [.character("a"), .character(" "), .character("Z"), .character("/")])
        #expect(keys([0x0D, 0x0A, 0x7F, 0x08, 0x09]) == [.enter, .enter, .backspace, .backspace, .tab])
        #expect(keys([0x03, 0x01, 0x1A]) == [.control("c"), .control("a"), .control("z")])
    }

    @Test("arrow keys in both cursor modes, and Delete")
    func escapeSequences() {
        #expect(keys(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8)) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}OA\u{1B}OB".utf8)) == [.up, .down])
        #expect(keys(Array("\u{1B}[3~".utf8)) == [.delete])
    }

    @Test("an escape byte alone, or before a plain character, is the Escape key")
    func escapeKey() {
        #expect(keys([0x1B]) == [.escape])
        #expect(keys([0x1B, UInt8(ascii: "q")]) == [.escape, .character("q")])
    }

    @Test("a sequence the demo does not use is skipped whole, parameters included")
    func unknownSequence() {
        #expect(keys(Array("\u{1B}[1;5Ax\u{1B}[15~".utf8)) == [.character("x")])
    }

    @Test("a sequence or a UTF-8 character cut between two reads is finished by the second")
    func splitAcrossReads() {
        #expect(keys([0x1B, UInt8(ascii: "[")], [UInt8(ascii: "B")]) == [.down])
        let euro = Array("€".utf8)
        #expect(
            keys(Array(euro.prefix(2)), Array(euro.dropFirst(2)) + [UInt8(ascii: "!")]) == [
                .character("€"), .character("!"),
            ])
    }

    @Test("multi-byte characters decode whole; an invalid byte is dropped, not the rest")
    func utf8() {
        #expect(keys(Array("é✓🥚".utf8)) == [.character("é"), .character("✓"), .character("🥚")])
        #expect(keys([0xFF, UInt8(ascii: "a")]) == [.character("a")])
        #expect(keys([0xC3, UInt8(ascii: "a")]) == [.character("a")])
    }
}
