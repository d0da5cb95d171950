import Testing
@testable import TerminalUI
import TestSupport

@Suite("Input decoder")
struct InputDecoderTests {
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    static func character(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(.character(character), modifiers: modifiers))
    }

    static func decode(_ text: String, mouse: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder(reportsMouse: mouse)
        return decoder.decode(Array(text.utf8))
    }

    /// Decodes `bytes` fed one byte per read.
    static func decodeBytewise(_ bytes: [UInt8], mouse: Bool = false) -> [InputEvent] {
        var decoder = InputDecoder(reportsMouse: mouse)
        return bytes.flatMap { decoder.decode([$0]) }
    }

    @Suite("printable text")
    struct Printable {
        @Test("decodes several ASCII keys from one read")
        func severalKeys() {
            #expect(decode("ab1") == [character("a"), character("b"), character("1")])
        }

        @Test("decodes multi-byte UTF-8, also when split across reads")
        func multiByte() {
            #expect(decode("é日👍") == [character("é"), character("日"), character("👍")])
            #expect(decodeBytewise(Array("é日👍".utf8)) == [character("é"), character("日"), character("👍")])
        }

        @Test("joins a combining mark to the character before it")
        func combining() {
            #expect(decode("e\u{301}x") == [character("e\u{301}"), character("x")])
        }

        @Test("drops invalid UTF-8 and keeps decoding after it")
        func invalidUTF8() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0xFF, 0x61, 0xC3, 0x28, 0xE2, 0x82, 0x62, 0xED, 0xA0, 0x80, 0x63, 0xC0, 0xAF]) ==
                [character("a"), character("("), character("b"), character("c")])
        }
    }

    @Suite("control keys")
    struct Controls {
        @Test("decodes CR and LF as Enter, Tab, and DEL and ^H as Backspace")
        func editingKeys() {
            #expect(decode("\r\n\t\u{7F}\u{8}") == [key(.enter), key(.enter), key(.tab), key(.backspace), key(.backspace)])
        }

        @Test("decodes Ctrl-letters as their letter with the control modifier")
        func controlLetters() {
            #expect(decode("\u{1}\u{3}\u{1A}") == [.key(.control("a")), .key(.control("c")), .key(.control("z"))])
        }

        @Test("decodes Shift-Tab")
        func shiftTab() {
            #expect(decode("\u{1B}[Z") == [key(.tab, .shift)])
        }
    }

    @Suite("escape sequences")
    struct Sequences {
        @Test("decodes arrows in CSI and SS3 form")
        func arrows() {
            #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [key(.up), key(.down), key(.right), key(.left)])
            #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [key(.up), key(.down), key(.right), key(.left)])
        }

        @Test("decodes every spelling of Home and End")
        func homeEnd() {
            for home in ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"] { #expect(decode(home) == [key(.home)]) }
            for end in ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"] { #expect(decode(end) == [key(.end)]) }
        }

        @Test("decodes Page Up, Page Down, Insert and Delete")
        func editingBlock() {
            #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[3~") == [key(.pageUp), key(.pageDown), key(.insert), key(.delete)])
        }

        @Test("decodes F1 to F12")
        func functionKeys() {
            let sequences = ["\u{1B}OP", "\u{1B}OQ", "\u{1B}OR", "\u{1B}OS", "\u{1B}[15~", "\u{1B}[17~", "\u{1B}[18~", "\u{1B}[19~",
                             "\u{1B}[20~", "\u{1B}[21~", "\u{1B}[23~", "\u{1B}[24~"]
            #expect(decode(sequences.joined()) == (1...12).map { key(.function($0)) })
            #expect(decode("\u{1B}[11~") == [key(.function(1))])
        }

        @Test("decodes modifier parameters: Ctrl-Up, Shift-Right, Alt-End, Ctrl-Shift-Delete, Shift-F3")
        func modifiers() {
            #expect(decode("\u{1B}[1;5A") == [key(.up, .control)])
            #expect(decode("\u{1B}[1;2C") == [key(.right, .shift)])
            #expect(decode("\u{1B}[1;3F") == [key(.end, .alt)])
            #expect(decode("\u{1B}[3;6~") == [key(.delete, [.shift, .control])])
            #expect(decode("\u{1B}[1;2R") == [key(.function(3), .shift)])
        }

        @Test("decodes ESC before a key as Alt")
        func altKeys() {
            #expect(decode("\u{1B}x\u{1B}é\u{1B}\u{7F}") == [character("x", .alt), character("é", .alt), key(.backspace, .alt)])
        }

        @Test("decodes a sequence split across reads, byte by byte")
        func splitSequences() {
            #expect(decodeBytewise(Array("\u{1B}[1;5Aa\u{1B}[6~\u{1B}OP".utf8)) == [key(.up, .control), character("a"), key(.pageDown), key(.function(1))])
        }

        @Test("drops unknown and malformed sequences and decodes what follows")
        func garbage() {
            #expect(decode("\u{1B}[99~a\u{1B}[>1;2cb\u{1B}[1\u{7}c\u{1B}Oxd") == [character("a"), character("b"), key(.character("g"), .control), character("c"), character("d")])
        }
    }

    @Suite("the Esc key")
    struct Escape {
        @Test("is held back while it could start a sequence, and reported on flush")
        func loneEscape() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B]).isEmpty)
            #expect(decoder.isWaitingForEscape)
            #expect(decoder.flushPendingEscape() == [key(.escape)])
            #expect(!decoder.isWaitingForEscape)
            #expect(decoder.flushPendingEscape().isEmpty)
        }

        @Test("becomes part of a sequence when the rest arrives before the timeout")
        func sequenceCompletes() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B]).isEmpty)
            #expect(decoder.decode(Array("[A".utf8)) == [key(.up)])
            #expect(!decoder.isWaitingForEscape)
        }

        @Test("pressed twice gives two Esc keys")
        func doubleEscape() {
            var decoder = InputDecoder()
            #expect(decoder.decode([0x1B, 0x1B]) == [key(.escape)])
            #expect(decoder.flushPendingEscape() == [key(.escape)])
        }

        @Test("followed by [ and a pause is Alt-[")
        func escapeBracket() {
            var decoder = InputDecoder()
            #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
            #expect(decoder.flushPendingEscape() == [character("[", .alt)])
        }

        @Test("is not waited for when nothing is pending or only UTF-8 is incomplete")
        func notWaiting() {
            var decoder = InputDecoder()
            #expect(!decoder.isWaitingForEscape)
            _ = decoder.decode([0xE6])
            #expect(!decoder.isWaitingForEscape)
            #expect(decoder.decode([0x97, 0xA5]) == [character("日")])
        }
    }

    @Suite("bracketed paste")
    struct Paste {
        @Test("delivers the pasted text whole, escape sequences and controls included, not as keys")
        func wholePaste() {
            #expect(decode("a\u{1B}[200~hi \u{1B}[A\tthere\u{1B}[201~b") == [character("a"), .paste("hi \u{1B}[A\tthere"), character("b")])
        }

        @Test("turns CR and CR LF line ends into LF")
        func lineEnds() {
            #expect(decode("\u{1B}[200~one\rtwo\r\nthree\u{1B}[201~") == [.paste("one\ntwo\nthree")])
        }

        @Test("collects a paste split across reads, the end marker split too")
        func splitPaste() {
            let bytes = Array("\u{1B}[200~日本 \u{1B}[201~x".utf8)
            #expect(decodeBytewise(bytes) == [.paste("日本 "), character("x")])
            var decoder = InputDecoder()
            #expect(decoder.decode(bytes[0..<9]).isEmpty)
            #expect(decoder.decode(bytes[9..<16]).isEmpty)
            #expect(!decoder.isWaitingForEscape)
            #expect(decoder.decode(bytes[16...]) == [.paste("日本 "), character("x")])
        }
    }

    @Test("never fails on random bytes, and recovers to decode keys that follow")
    func fuzz() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            var decoder = InputDecoder(reportsMouse: true)
            let garbage = (0..<Int.random(in: 0..<24, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var offset = 0
            while offset < garbage.count {
                let end = min(garbage.count, offset + Int.random(in: 1...5, using: &generator))
                _ = decoder.decode(garbage[offset..<end])
                offset = end
            }
            _ = decoder.flushPendingEscape()
            guard !decoder.isPasting else { continue }
            // A lead byte may still wait for continuation bytes; a key after it arrives all the same.
            let events = decoder.decode(Array("\r".utf8))
            #expect(events.last == Self.key(.enter), "after \(garbage)")
        }
    }
}
