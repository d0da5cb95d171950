import ImageCodec
import Testing
@testable import TerminalUI

@Suite("The palette for the terminal's background")
struct TerminalPaletteTests {
    @Test(
        "light backgrounds get the light palette, dark ones the dark palette",
        arguments: [
            (RGBColor.white, true), (RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3), true), (RGBColor(red: 0xEE, green: 0xEE, blue: 0xEC), true),
            (RGBColor(red: 0x80, green: 0x80, blue: 0x80), true), (RGBColor(red: 0x6F, green: 0x6F, blue: 0x6F), false),
            (RGBColor.black, false), (RGBColor(red: 0x00, green: 0x2B, blue: 0x36), false), (RGBColor(red: 0x1E, green: 0x1E, blue: 0x1E), false),
        ])
    func choice(background: RGBColor, isLight: Bool) {
        let told = TerminalBackground(color: background)
        #expect(told.isLight == isLight)
        #expect(told.palette == (isLight ? .light : .dark))
    }

    @Test("a background the terminal did not tell gets frames in the terminal's own foreground, never bright white, which vanishes on light ones")
    func unknown() {
        let unknown = TerminalBackground(color: nil)
        #expect(!unknown.isLight && unknown.palette == .anyBackground)
        #expect(TerminalPalette.anyBackground.frame == .plain)
        #expect(TerminalPalette.anyBackground.dimmed(Style(attributes: .bold)) == Style(attributes: .dim))
        #expect(TerminalPalette.dark.frame.foreground == .brightWhite)
        #expect(unknown.description == "not told, any-background palette")
    }

    @Test("the log says the colour and the choice")
    func description() {
        #expect(TerminalBackground(color: .white).description == "#ffffff, light")
        #expect(TerminalBackground(color: RGBColor(red: 0, green: 0x2B, blue: 0x36)).description == "#002b36, dark")
    }

    @Test("light: frames in the terminal's own foreground, never bright white; dimmed text grey and faint, coloured text keeps its colour")
    func light() {
        #expect(TerminalPalette.light.frame.foreground == .default)
        let dimmed = TerminalPalette.light.dimmed(Style(attributes: .bold))
        #expect(dimmed == Style(foreground: .gray, attributes: .dim))
        #expect(TerminalPalette.light.dimmed(Style(foreground: .red)) == Style(foreground: .red, attributes: .dim))
        #expect(TerminalPalette.dark.dimmed(Style(attributes: .bold)) == Style(attributes: .dim))
    }
}
