import Testing
@testable import TerminalUI

@Suite("The palette matcher")
struct PaletteMatcherTests {
    @Test("finds cube colours and greys of the 256-colour palette")
    func matchesPalette256() {
        #expect(PaletteMatcher.nearestPalette256Index(red: 255, green: 0, blue: 0) == 196)
        #expect(PaletteMatcher.nearestPalette256Index(red: 0, green: 0, blue: 0) == 16)
        #expect(PaletteMatcher.nearestPalette256Index(red: 95, green: 135, blue: 175) == 16 + 36 + 12 + 3)
        #expect(PaletteMatcher.nearestPalette256Index(red: 78, green: 78, blue: 78) == 239)
    }

    @Test("finds the ANSI colours")
    func matchesANSI() {
        #expect(PaletteMatcher.nearestANSIIndex(red: 0, green: 0, blue: 0) == 0)
        #expect(PaletteMatcher.nearestANSIIndex(red: 250, green: 250, blue: 250) == 15)
        #expect(PaletteMatcher.nearestANSIIndex(red: 0, green: 190, blue: 200) == 6)
        #expect(PaletteMatcher.nearestANSIIndex(red: 120, green: 120, blue: 130) == 8)
    }

    @Test("weighs brightness by the eye's sensitivity")
    func measuresLuminance() {
        #expect(PaletteMatcher.luminance(red: 255, green: 255, blue: 255) == 255)
        #expect(PaletteMatcher.luminance(red: 0, green: 255, blue: 0) > PaletteMatcher.luminance(red: 255, green: 0, blue: 0))
    }
}
