import Testing

@testable import ImageSearchBenchmark

@Suite("TerminalOutputParser")
struct TerminalOutputParserTests {
    @Suite("sequences")
    struct Sequences {
        @Test("a control sequence split across two writes comes out whole after the second")
        func splitSequence() {
            var parser = TerminalOutputParser()
            #expect(parser.parse(Array("\u{1B}[12;".utf8)).isEmpty)
            let actions = parser.parse(Array("4H".utf8))
            #expect(actions == [.controlSequence(ControlSequence(bytes: Array("12;4".utf8), final: UInt8(ascii: "H")))])
        }

        @Test("OSC strings ended by BEL or ST are skipped with everything inside them")
        func oscSkipped() {
            var parser = TerminalOutputParser()
            let actions = parser.parse(Array("\u{1B}]0;title\u{07}a\u{1B}]2;x[H\u{1B}\\b".utf8))
            #expect(actions == [.print("a"), .print("b")])
        }

        @Test("an ESC inside a control sequence abandons it and starts another")
        func escapeRestarts() {
            var parser = TerminalOutputParser()
            let actions = parser.parse(Array("\u{1B}[12\u{1B}[2J".utf8))
            #expect(actions == [.controlSequence(ControlSequence(bytes: Array("2".utf8), final: UInt8(ascii: "J")))])
        }

        @Test("a two-byte escape such as a charset choice is reported with its intermediate")
        func charsetEscape() {
            var parser = TerminalOutputParser()
            #expect(parser.parse(Array("\u{1B}(B".utf8)) == [.escape(intermediates: [UInt8(ascii: "(")], final: UInt8(ascii: "B"))])
        }

        @Test("an endless control sequence is dropped instead of kept")
        func overlongSequence() {
            var parser = TerminalOutputParser()
            let actions = parser.parse(Array("\u{1B}[" .utf8) + Array(repeating: UInt8(ascii: "1"), count: 10_000) + Array("mz".utf8))
            #expect(actions == [.print("z")])
        }
    }

    @Suite("text")
    struct Text {
        @Test("a character split across writes comes out once it is complete")
        func splitCharacter() {
            var parser = TerminalOutputParser()
            let bytes = Array("夕".utf8)
            #expect(parser.parse(bytes.prefix(2)).isEmpty)
            #expect(parser.parse(bytes.suffix(1)) == [.print("夕")])
        }

        @Test("invalid UTF-8 becomes the replacement character and decoding goes on")
        func invalidUTF8() {
            var parser = TerminalOutputParser()
            #expect(parser.parse([0xFF, 0x41, 0xE5, 0x41]) == [.print("\u{FFFD}"), .print("A"), .print("\u{FFFD}"), .print("A")])
        }

        @Test("control characters come out as controls between the text")
        func controls() {
            var parser = TerminalOutputParser()
            #expect(parser.parse(Array("a\r\nb".utf8)) == [.print("a"), .control(0x0D), .control(0x0A), .print("b")])
        }
    }
}

@Suite("ControlSequence")
struct ControlSequenceTests {
    @Test("a private marker is taken off the parameters")
    func privateMarker() {
        let sequence = ControlSequence(bytes: Array("?1049".utf8), final: UInt8(ascii: "h"))
        #expect(sequence.privateMarker == UInt8(ascii: "?"))
        #expect(sequence.parameters == [1049])
    }

    @Test("missing, empty and zero counts count as one; a selector defaults to zero")
    func defaults() {
        let sequence = ControlSequence(bytes: Array(";0".utf8), final: UInt8(ascii: "H"))
        #expect(sequence.count(at: 0) == 1)
        #expect(sequence.count(at: 1) == 1)
        #expect(sequence.count(at: 2) == 1)
        #expect(ControlSequence(bytes: [], final: UInt8(ascii: "J")).selector() == 0)
    }

    @Test("a parameter with sub-parameters keeps its text but has no number")
    func subParameters() {
        let sequence = ControlSequence(bytes: Array("38:2::1:2:3;1".utf8), final: UInt8(ascii: "m"))
        #expect(sequence.parameters == [nil, 1])
        #expect(sequence.parameterTexts == ["38:2::1:2:3", "1"])
    }
}
