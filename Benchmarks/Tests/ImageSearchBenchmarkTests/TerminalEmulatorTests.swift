import Testing

@testable import ImageSearchBenchmark

@Suite("TerminalEmulator")
struct TerminalEmulatorTests {
    /// A 10×4 terminal fed with `output`.
    static func emulator(_ output: String, width: Int = 10, height: Int = 4) -> TerminalEmulator {
        var emulator = TerminalEmulator(width: width, height: height)
        emulator.feed(Array(output.utf8))
        return emulator
    }

    @Suite("cursor")
    struct Cursor {
        @Test("CUP places text at its one-based line and column")
        func cursorPosition() {
            let screen = TerminalEmulatorTests.emulator("\u{1B}[2;3Hab").screen
            #expect(screen.text(line: 1) == "  ab      ")
        }

        @Test("relative moves, CR and LF move from where the cursor is, within the screen")
        func relativeMoves() {
            let screen = TerminalEmulatorTests.emulator("\u{1B}[3;5H\u{1B}[2Ax\u{1B}[3Dy\r\nz\u{1B}[9Bw").screen
            #expect(screen.text(line: 0) == "  y x     ")
            #expect(screen.text(line: 1) == "z         ")
            #expect(screen.text(line: 3) == " w        ")
        }

        @Test("a character in the last column wraps only when the next one comes")
        func deferredWrap() {
            var emulator = TerminalEmulatorTests.emulator("\u{1B}[1;10Ha")
            #expect(emulator.cursor.y == 0)
            emulator.feed(Array("b".utf8))
            #expect(emulator.screen.text(line: 0).last == "a")
            #expect(emulator.screen.text(line: 1).first == "b")
        }

        @Test("a line feed on the last line scrolls the screen up")
        func scrollsAtBottom() {
            let screen = TerminalEmulatorTests.emulator("top\u{1B}[4Hlast\n\rnew").screen
            #expect(screen.text(line: 0).hasPrefix("   "))
            #expect(screen.text(line: 2).hasPrefix("last"))
            #expect(screen.text(line: 3).hasPrefix("new"))
        }
    }

    @Suite("text")
    struct Text {
        @Test("a wide character takes two cells and is read once")
        func wideCharacter() {
            let screen = TerminalEmulatorTests.emulator("夕a").screen
            #expect(screen[1, 0].isContinuation)
            #expect(screen.text(line: 0) == "夕a       ")
        }

        @Test("overwriting half of a wide character blanks its other half")
        func overwriteWideHalf() {
            let screen = TerminalEmulatorTests.emulator("夕\u{1B}[1;2Hx").screen
            #expect(screen.text(line: 0, columns: 0..<3) == " x ")
        }

        @Test("a combining mark joins the character before it")
        func combiningMark() {
            let screen = TerminalEmulatorTests.emulator("e\u{301}x").screen
            #expect(screen.text(line: 0, columns: 0..<2) == "e\u{301}x")
        }
    }

    @Suite("colours")
    struct Colours {
        @Test("half blocks in 24-bit, 256 and 16 colours are coloured half blocks")
        func colouredHalfBlocks() {
            let screen = TerminalEmulatorTests.emulator("\u{1B}[38;2;1;2;3;48;2;4;5;6m▀\u{1B}[0;38;5;200m▀\u{1B}[0;41m▀\u{1B}[m▀").screen
            #expect((0..<3).allSatisfy { screen[$0, 0].isColouredHalfBlock })
            #expect(!screen[3, 0].isColouredHalfBlock)
        }

        @Test("resetting one colour keeps the other; resetting both leaves plain text")
        func partialReset() {
            let screen = TerminalEmulatorTests.emulator("\u{1B}[31;42m\u{1B}[39m▀\u{1B}[49m▀").screen
            #expect(screen[0, 0].isColouredHalfBlock)
            #expect(!screen[1, 0].isColouredHalfBlock)
        }
    }

    @Suite("erasing")
    struct Erasing {
        @Test("erase in line and in display blank the cells they name")
        func erase() {
            var emulator = TerminalEmulatorTests.emulator("aaaaaaaaaa\r\nbbbbbbbbbb\r\ncccccccccc")
            emulator.feed(Array("\u{1B}[1;4H\u{1B}[K\u{1B}[2;4H\u{1B}[1K\u{1B}[3;5H\u{1B}[J".utf8))
            #expect(emulator.screen.text(line: 0) == "aaa       ")
            #expect(emulator.screen.text(line: 1) == "    bbbbbb")
            #expect(emulator.screen.text(line: 2) == "cccc      ")
            emulator.feed(Array("\u{1B}[2J".utf8))
            #expect(emulator.screen.text.isEmpty)
        }
    }

    @Suite("what is ignored")
    struct Ignored {
        @Test("private modes, OSC titles and charset choices change nothing on the screen")
        func fullScreenSetUp() {
            let output = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}]0;title\u{07}\u{1B}(Bok"
                + "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
            let screen = TerminalEmulatorTests.emulator(output).screen
            #expect(screen.text == "ok")
        }
    }
}
