import Testing
@testable import TerminalUI
import TestSupport

extension Renderer {
    /// The output for `buffer` as text, for comparing with expected sequences.
    mutating func text(for buffer: ScreenBuffer) -> String {
        String(decoding: render(buffer), as: UTF8.self)
    }
}

@Suite("Renderer")
struct RendererTests {
    /// What a full repaint starts with: reset the rendition, home, clear.
    static let clearScreen = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    /// A buffer of `size` with each text written at its point in its style.
    static func buffer(_ size: Size, _ texts: [(String, Point, Style)]) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        for (text, point, style) in texts { buffer.write(text, at: point, style: style) }
        return buffer
    }
    static let palette: [Character] = ["a", "b", "Z", " ", "-", "é", "e\u{301}", "日", "本", "語", "한", "👍", "🇯🇵", "✓", "…"]
    static let styles: [Style] = [
        .plain, Style(foreground: .red), Style(foreground: .rgb(250, 128, 114), background: .indexed(236)),
        Style(attributes: .bold), Style(foreground: .brightCyan, attributes: [.underline, .reverse]),
        Style(background: .rgb(10, 20, 30), attributes: .italic),
    ]

    static func randomCell(using generator: inout SeededGenerator) -> Cell {
        let grapheme = palette.randomElement(using: &generator)!
        return Cell(grapheme: grapheme, width: UInt8(DisplayWidth.columns(of: grapheme)), style: styles.randomElement(using: &generator)!)
    }

    static func randomBuffer(_ size: Size, using generator: inout SeededGenerator) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width where Int.random(in: 0..<4, using: &generator) > 0 {
                buffer.set(randomCell(using: &generator), at: Point(x: x, y: y))
            }
        }
        return buffer
    }

    static func edited(_ buffer: ScreenBuffer, edits: Int, using generator: inout SeededGenerator) -> ScreenBuffer {
        var result = buffer
        for _ in 0..<edits {
            let point = Point(x: Int.random(in: 0..<buffer.size.width, using: &generator), y: Int.random(in: 0..<buffer.size.height, using: &generator))
            if Int.random(in: 0..<5, using: &generator) == 0 {
                let length = Int.random(in: 1...8, using: &generator)
                result.fill(Rect(origin: point, size: Size(width: length, height: 1)), with: randomCell(using: &generator))
            } else {
                result.set(randomCell(using: &generator), at: point)
            }
        }
        return result
    }

    /// A random buffer of a random size, then six frames each edited from the one before —
    /// further changed by `extraEdit`.
    static func randomFrames(
        widths: ClosedRange<Int>, heights: ClosedRange<Int>, using generator: inout SeededGenerator,
        extraEdit: (inout ScreenBuffer, inout SeededGenerator) -> Void = { _, _ in }
    ) -> [ScreenBuffer] {
        let size = Size(width: Int.random(in: widths, using: &generator), height: Int.random(in: heights, using: &generator))
        var frames = [randomBuffer(size, using: &generator)]
        for _ in 0..<6 {
            var frame = edited(frames.last!, edits: Int.random(in: 0...12, using: &generator), using: &generator)
            extraEdit(&frame, &generator)
            frames.append(frame)
        }
        return frames
    }

    /// The buffer a terminal shows after the renderer's output for each of `frames` in turn;
    /// `width` is how the terminal measures graphemes.
    static func replay(
        _ frames: [ScreenBuffer], mode: ColorMode = .trueColor, width: @escaping @Sendable (Character) -> Int = { DisplayWidth.columns(of: $0) }
    ) -> (TerminalEmulator, [[UInt8]]) {
        var renderer = Renderer(colorMode: mode)
        var terminal = TerminalEmulator(size: frames[0].size, width: width)
        var outputs: [[UInt8]] = []
        for frame in frames {
            let bytes = renderer.render(frame)
            terminal.feed(bytes)
            outputs.append(bytes)
        }
        return (terminal, outputs)
    }

    static func converted(_ buffer: ScreenBuffer, to mode: ColorMode) -> ScreenBuffer {
        var result = buffer
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width where !buffer[x, y].isContinuation {
                var cell = buffer[x, y]
                cell.style = cell.style.converted(to: mode)
                result.set(cell, at: Point(x: x, y: y))
            }
        }
        return result
    }

    @Suite("reproduces the buffer on a terminal")
    struct Reproduction {
        @Test("for a first frame of text, colours and wide graphemes")
        func firstFrame() {
            var buffer = ScreenBuffer(size: Size(width: 20, height: 3))
            buffer.write("Hello 日本語 👍!", at: Point(x: 1, y: 0), style: Style(foreground: .green, attributes: .bold))
            buffer.write("e\u{301}", at: Point(x: 19, y: 2), style: Style(background: .rgb(1, 2, 3)))
            let (terminal, _) = replay([buffer])
            #expect(terminal.unknown.isEmpty)
            #expect(terminal.screen == buffer)
            #expect(terminal.screen.lines == [" Hello 日本語 👍!", "", "                   e\u{301}"])
        }

        @Test("for random buffers followed by random edits", arguments: 0..<40)
        func randomEdits(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            let frames = RendererTests.randomFrames(widths: 1...30, heights: 1...8, using: &generator)
            var renderer = Renderer()
            var terminal = TerminalEmulator(size: frames[0].size)
            for (index, frame) in frames.enumerated() {
                terminal.feed(renderer.render(frame))
                #expect(terminal.screen == frame, "seed \(seed), frame \(index)")
            }
            #expect(terminal.unknown.isEmpty)
        }

        @Test("keeps the rest of the line in place on a terminal that draws an emoji sequence narrower")
        func narrowEmoji() {
            let size = Size(width: 40, height: 1)
            let placeholder = RendererTests.buffer(size, [("Search: words to look for — Esc cancels", .zero, .plain)])
            let typed = RendererTests.buffer(size, [("Search: 🏔️ lake", .zero, .plain)])
            let quoted = RendererTests.buffer(size, [("Search: “🏔️ lake”", .zero, Style(attributes: .bold))])
            let (terminal, _) = RendererTests.replay([placeholder, typed, quoted], width: TerminalEmulator.narrowEmoji)
            #expect(terminal.unknown.isEmpty)
            // The emoji takes one column there, and the blank drawn under it fills the other.
            #expect(terminal.screen.lines == ["Search: “🏔️ lake”"].map { $0.replacingOccurrences(of: "🏔️", with: "🏔️ ") })
        }

        @Test("for random buffers with emoji sequences, on a terminal that draws them narrower", arguments: 0..<20)
        func randomEditsNarrowEmoji(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            let frames = RendererTests.randomFrames(widths: 4...30, heights: 1...6, using: &generator) { frame, generator in
                let point = Point(x: Int.random(in: 0..<frame.size.width - 1, using: &generator), y: Int.random(in: 0..<frame.size.height, using: &generator))
                frame.write(["🏔️", "☺️", "#️⃣", "👍🏽"].randomElement(using: &generator)!, at: point, style: .plain)
            }
            let size = frames[0].size
            var renderer = Renderer()
            var terminal = TerminalEmulator(size: size, width: TerminalEmulator.narrowEmoji)
            for (index, frame) in frames.enumerated() {
                terminal.feed(renderer.render(frame))
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        let owner = frame[x, y].isContinuation && x > 0 ? frame[x - 1, y] : frame[x, y]
                        guard !DisplayWidth.isUncertainOnTerminals(owner.grapheme) else { continue }
                        #expect(terminal.screen[x, y] == frame[x, y], "seed \(seed), frame \(index), cell \(x),\(y)")
                    }
                }
            }
            #expect(terminal.unknown.isEmpty)
        }

        @Test("with colours converted for each colour mode", arguments: [ColorMode.palette256, .ansi16, .monochrome])
        func colorModes(mode: ColorMode) {
            var generator = SeededGenerator(seed: 77)
            let first = RendererTests.randomBuffer(Size(width: 25, height: 6), using: &generator)
            let second = RendererTests.edited(first, edits: 20, using: &generator)
            let (terminal, outputs) = replay([first, second], mode: mode)
            #expect(terminal.screen == RendererTests.converted(second, to: mode))
            let text = outputs.map { String(decoding: $0, as: UTF8.self) }.joined()
            if mode != .trueColor { #expect(!text.contains("38;2;") && !text.contains("48;2;")) }
            if mode == .ansi16 { #expect(!text.contains("38;5;") && !text.contains("48;5;")) }
        }
    }

    @Suite("writes only what changed")
    struct Economy {
        @Test("a frame with no change writes 0 bytes")
        func unchangedFrameIsEmpty() {
            var generator = SeededGenerator(seed: 1)
            let buffer = RendererTests.randomBuffer(Size(width: 80, height: 24), using: &generator)
            var renderer = Renderer()
            #expect(!renderer.render(buffer).isEmpty)
            #expect(renderer.render(buffer).isEmpty)
            #expect(renderer.render(buffer).isEmpty)
        }

        @Test("rows a changed copy of a buffer did not touch are recognised by their bytes, pictures' cells too, without comparing cell by cell")
        func untouchedRowsCompareBytewise() {
            #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride, "no bytes a copy leaves undefined")
            var generator = SeededGenerator(seed: 7)
            var buffer = RendererTests.randomBuffer(Size(width: 80, height: 24), using: &generator)
            buffer.set(.picture(3, style: Style(background: .rgb(1, 2, 3))), at: Point(x: 5, y: 2))
            var copy = buffer
            copy.write("#", at: Point(x: 40, y: 12), style: Style(foreground: .red))
            for row in 0..<24 {
                let cells = row * 80..<(row + 1) * 80
                #expect(Renderer.rowIsBitwiseEqual(cells, buffer, copy) == (row != 12), "row \(row)")
            }
        }

        @Test("one changed cell costs a cursor move, at most one SGR and the grapheme")
        func oneCell() {
            var buffer = ScreenBuffer(size: Size(width: 80, height: 24))
            var renderer = Renderer()
            _ = renderer.render(buffer)
            buffer.set(Cell(grapheme: "x"), at: Point(x: 40, y: 12))
            #expect(renderer.text(for: buffer) == "\u{1B}[13;41Hx")
            buffer.set(Cell(grapheme: "y", style: Style(foreground: .red)), at: Point(x: 41, y: 12))
            #expect(renderer.text(for: buffer) == "\u{1B}[31my")
        }

        @Test("writes through a short unchanged gap in the same style instead of moving")
        func writeThroughGap() {
            var buffer = ScreenBuffer(size: Size(width: 20, height: 2))
            buffer.write("abcdefgh", at: .zero, style: .plain)
            var renderer = Renderer()
            _ = renderer.render(buffer)
            buffer.write("X", at: Point(x: 0, y: 0), style: .plain)
            buffer.write("Y", at: Point(x: 2, y: 0), style: .plain)
            #expect(renderer.text(for: buffer) == "\rXbY")
        }

        @Test("uses short relative moves: LF to the row below, CR to the first column")
        func relativeMoves() {
            var buffer = ScreenBuffer(size: Size(width: 20, height: 4))
            var renderer = Renderer()
            _ = renderer.render(buffer)
            buffer.write("a", at: Point(x: 5, y: 1), style: .plain)
            buffer.write("b", at: Point(x: 6, y: 2), style: .plain)
            buffer.write("c", at: Point(x: 0, y: 3), style: .plain)
            #expect(renderer.text(for: buffer) == "\n\u{1B}[5Ca" + "\nb" + "\n\rc")
        }

        @Test("changes the rendition only when the style changes")
        func renditionOnlyOnChange() {
            let blue = Style(foreground: .blue)
            let buffer = RendererTests.buffer(
                Size(width: 10, height: 1),
                [("ab", .zero, blue), ("cd", Point(x: 2, y: 0), blue.adding(.bold)), ("ef", Point(x: 4, y: 0), blue)]
            )
            var renderer = Renderer()
            #expect(renderer.text(for: buffer) == RendererTests.clearScreen + "\u{1B}[34mab\u{1B}[1mcd\u{1B}[0;34mef")
        }

        @Test("redraws a wide grapheme whole when only its right half changed")
        func wideGraphemeRightHalf() {
            var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
            buffer.write("日本", at: .zero, style: .plain)
            var renderer = Renderer()
            var terminal = TerminalEmulator(size: buffer.size)
            terminal.feed(renderer.render(buffer))
            buffer.write("x", at: Point(x: 1, y: 0), style: .plain)
            terminal.feed(renderer.render(buffer))
            #expect(terminal.screen == buffer)
            #expect(terminal.screen.lines == [" x本"])
        }
    }

    @Suite("repaints everything")
    struct Repaint {
        @Test("after a resize, clearing first and skipping blank cells")
        func resize() {
            var renderer = Renderer()
            _ = renderer.render(RendererTests.buffer(Size(width: 10, height: 2), [("small", .zero, .plain)]))
            let large = RendererTests.buffer(Size(width: 15, height: 3), [("large", Point(x: 0, y: 2), .plain)])
            #expect(renderer.text(for: large) == RendererTests.clearScreen + "\u{1B}[3Hlarge")
        }

        @Test("after invalidate(), even when nothing changed")
        func invalidate() {
            var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
            buffer.write("same", at: .zero, style: .plain)
            var renderer = Renderer()
            let first = renderer.render(buffer)
            renderer.invalidate()
            #expect(renderer.render(buffer) == first)
        }

        @Test("after a change of colour mode, in the new depth")
        func colorModeChange() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
            buffer.write("c", at: .zero, style: Style(foreground: .rgb(255, 0, 0)))
            var renderer = Renderer()
            _ = renderer.render(buffer)
            renderer.colorMode = .ansi16
            #expect(renderer.text(for: buffer) == RendererTests.clearScreen + "\u{1B}[91mc")
        }
    }

    @Test("renders an empty buffer as a clear screen, then nothing")
    func emptyBuffer() {
        var renderer = Renderer()
        #expect(renderer.text(for: ScreenBuffer(size: Size(width: 0, height: 2))) == RendererTests.clearScreen)
        #expect(renderer.render(ScreenBuffer(size: Size(width: 0, height: 2))).isEmpty)
    }

    @Test("never lets a control character set into a cell reach the terminal")
    func guardsAgainstUnsafeCells() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.set(Cell(grapheme: "\u{1B}"), at: .zero)
        buffer.set(Cell(grapheme: "\u{9B}"), at: Point(x: 1, y: 0))
        var renderer = Renderer()
        let text = renderer.text(for: buffer)
        #expect(text == RendererTests.clearScreen + "?\u{FFFD}")
    }
}
