import Testing
@testable import TerminalUI

@Suite("Colour conversion")
struct ColorConversionTests {
    @Test("keeps every colour in true-colour mode")
    func trueColorKeepsAll() {
        for color in [Color.default, .red, .indexed(200), .rgb(1, 2, 3)] {
            #expect(color.converted(to: .trueColor) == color)
        }
    }

    @Test("maps 24-bit colours onto the 256-colour cube and grey ramp")
    func palette256() {
        #expect(Color.rgb(255, 0, 0).converted(to: .palette256) == .indexed(196))
        #expect(Color.rgb(0, 95, 135).converted(to: .palette256) == .indexed(24))
        #expect(Color.rgb(128, 128, 128).converted(to: .palette256) == .indexed(244))
        #expect(Color.rgb(8, 8, 8).converted(to: .palette256) == .indexed(232))
        #expect(Color.indexed(123).converted(to: .palette256) == .indexed(123))
    }

    @Test("maps 24-bit and palette colours onto the 16 ANSI colours")
    func ansi16() {
        #expect(Color.rgb(250, 10, 10).converted(to: .ansi16) == .brightRed)
        #expect(Color.rgb(0, 0, 0).converted(to: .ansi16) == .black)
        #expect(Color.rgb(190, 190, 0).converted(to: .ansi16) == .yellow)
        #expect(Color.indexed(196).converted(to: .ansi16) == .brightRed)
        #expect(Color.indexed(232).converted(to: .ansi16) == .black)
        #expect(Color.cyan.converted(to: .ansi16) == .cyan)
    }

    @Test("drops every colour but keeps the attributes in monochrome")
    func monochrome() {
        let style = Style(foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold, .reverse])
        #expect(style.converted(to: .monochrome) == Style(attributes: [.bold, .reverse]))
    }

    @Suite("detection from the environment")
    struct Detection {
        @Test("chooses no colour when NO_COLOR is set, whatever else is")
        func noColor() {
            #expect(ColorMode.detect(from: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .monochrome)
            #expect(ColorMode.detect(from: ["NO_COLOR": "", "TERM": "xterm-256color"]) == .palette256)
            #expect(ColorMode.detect(from: ["TERM": "dumb"]) == .monochrome)
        }

        @Test("chooses 24-bit colour for COLORTERM truecolor or 24bit")
        func trueColor() {
            #expect(ColorMode.detect(from: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
            #expect(ColorMode.detect(from: ["COLORTERM": "24bit"]) == .trueColor)
            #expect(ColorMode.detect(from: ["TERM": "xterm-direct"]) == .trueColor)
        }

        @Test("chooses 256 colours for a -256color TERM and 16 otherwise")
        func paletteDepths() {
            #expect(ColorMode.detect(from: ["TERM": "tmux-256color"]) == .palette256)
            #expect(ColorMode.detect(from: ["TERM": "xterm", "COLORTERM": "yes"]) == .ansi16)
            #expect(ColorMode.detect(from: [:]) == .ansi16)
        }
    }
}
