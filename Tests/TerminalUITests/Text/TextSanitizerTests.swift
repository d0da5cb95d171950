import Testing
@testable import TerminalUI
import TestSupport

@Suite("Text sanitizer")
struct TextSanitizerTests {
    static let replacement = "\u{FFFD}"

    @Suite("replaces each escape sequence whole with one replacement character")
    struct EscapeSequences {
        @Test("a CSI sequence, with parameters and intermediates, up to its final byte")
        func controlSequence() {
            #expect(TextSanitizer.sanitize("a\u{1B}[1;31mred\u{1B}[0m") == "a\(replacement)red\(replacement)")
            #expect(TextSanitizer.sanitize("\u{1B}[?1049hx") == "\(replacement)x")
            #expect(TextSanitizer.sanitize("\u{9B}2Jx") == "\(replacement)x")
        }

        @Test("an OSC string up to BEL or ST, so a title cannot be set")
        func operatingSystemCommand() {
            #expect(TextSanitizer.sanitize("a\u{1B}]0;evil title\u{07}b") == "a\(replacement)b")
            #expect(TextSanitizer.sanitize("a\u{1B}]8;;http://x\u{1B}\\link") == "a\(replacement)link")
            #expect(TextSanitizer.sanitize("a\u{9D}52;c;aGk=\u{9C}b") == "a\(replacement)b")
        }

        @Test("DCS, SOS, PM and APC strings up to ST")
        func commandStrings() {
            for introducer in ["P", "X", "^", "_"] {
                #expect(TextSanitizer.sanitize("a\u{1B}\(introducer)payload\u{7}more\u{1B}\\b") == "a\(replacement)b")
            }
            #expect(TextSanitizer.sanitize("a\u{90}q#0;2;0;0;0\u{9C}b") == "a\(replacement)b")
        }

        @Test("an unterminated string swallows the rest of the text")
        func unterminated() {
            #expect(TextSanitizer.sanitize("a\u{1B}]0;title without end") == "a\(replacement)")
        }

        @Test("two-byte ESC sequences and SS3 with its character")
        func shortSequences() {
            #expect(TextSanitizer.sanitize("a\u{1B}cb") == "a\(replacement)b")
            #expect(TextSanitizer.sanitize("a\u{1B}(Bb") == "a\(replacement)b")
            #expect(TextSanitizer.sanitize("a\u{1B}OAb") == "a\(replacement)b")
            #expect(TextSanitizer.sanitize("a\u{1B}") == "a\(replacement)")
        }
    }

    @Suite("replaces single characters")
    struct SingleCharacters {
        @Test("C0 controls, DEL and C1 controls, one replacement each")
        func controls() {
            #expect(TextSanitizer.sanitize("a\u{7}b\u{8}c\u{7F}d\u{85}e\n") == "a\(replacement)b\(replacement)c\(replacement)d\(replacement)e\(replacement)")
        }

        @Test("bidi overrides and isolates")
        func bidi() {
            for scalar in ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"] {
                #expect(TextSanitizer.sanitize("a\(scalar)b") == "a\(replacement)b")
            }
        }

        @Test("a tab with a space")
        func tab() {
            #expect(TextSanitizer.sanitize("a\tb") == "a b")
        }
    }

    @Test("leaves ordinary text, Japanese, combining marks and emoji untouched")
    func safeTextUnchanged() {
        let text = "Hello, 世界! café cafe\u{301} 👨\u{200D}👩\u{200D}👧 🇯🇵 \u{200F}"
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Suite("on hostile input")
    struct Fuzz {
        static let dangerous: Set<UInt32> = Set(0x00...0x1F).union(0x7F...0x9F).union(0x202A...0x202E).union(0x2066...0x2069)

        static func randomHostileString(using generator: inout SeededGenerator) -> String {
            let pieces: [String] = ["\u{1B}", "[", "]", "P", "\\", "\u{7}", "\u{9B}", "\u{9C}", "\u{9D}", "\u{90}", "\u{85}", "\u{202E}",
                                    "\u{2066}", "\t", "\n", "\r", "0", ";", "m", "a", "日", "\u{301}", "👍", "\u{200D}", "\u{7F}", "O"]
            var text = ""
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                if Bool.random(using: &generator) {
                    text += pieces.randomElement(using: &generator)!
                } else {
                    let bytes = (0..<Int.random(in: 1...6, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
                    text += String(decoding: bytes, as: UTF8.self)
                }
            }
            return text
        }

        @Test("no string of random bytes and escape fragments leaves ESC, C1, BEL or a bidi override in the sanitised text")
        func sanitizedTextIsSafe() {
            var generator = SeededGenerator(seed: 0x5A11)
            for _ in 0..<5_000 {
                let text = Self.randomHostileString(using: &generator)
                let sanitized = TextSanitizer.sanitize(text)
                #expect(!sanitized.unicodeScalars.contains { Self.dangerous.contains($0.value) }, "from \(Array(text.unicodeScalars))")
            }
        }

        @MainActor
        @Test("no hostile string written to a buffer puts a control character into any cell, nor into the renderer's output")
        func cellsAndOutputAreSafe() {
            var generator = SeededGenerator(seed: 0xBAD)
            var renderer = Renderer()
            for _ in 0..<1_000 {
                var buffer = ScreenBuffer(size: Size(width: 30, height: 3))
                for row in 0..<3 {
                    buffer.write(Self.randomHostileString(using: &generator), at: Point(x: 0, y: row), style: .plain)
                }
                for cell in buffer.cells {
                    #expect(!cell.grapheme.unicodeScalars.contains { Self.dangerous.contains($0.value) })
                }
                let text = String(decoding: renderer.render(buffer), as: UTF8.self)
                let escapesOutsideSequences = TerminalEmulator.textOutsideControlSequences(text)
                #expect(!escapesOutsideSequences.unicodeScalars.contains { Self.dangerous.contains($0.value) && $0 != "\r" && $0 != "\n" })
            }
        }
    }
}
