import ImageCodec
import Testing
@testable import TerminalUI

@Suite("Colour specifications in a terminal's answers")
struct ColorSpecificationTests {
    @Test(
        "rgb: with one to four hex digits a channel, scaled to the channel's range; rgba: without its alpha",
        arguments: [
            ("rgb:ffff/ffff/ffff", RGBColor.white), ("rgb:0000/0000/0000", .black),
            ("rgb:1e1e/2020/2a2a", RGBColor(red: 0x1E, green: 0x20, blue: 0x2A)),
            ("rgb:f/8/0", RGBColor(red: 255, green: 136, blue: 0)), ("rgb:ff/80/00", RGBColor(red: 255, green: 128, blue: 0)),
            ("rgb:fff/800/000", RGBColor(red: 255, green: 128, blue: 0)), ("rgb:FDF6/E3E3/0000", RGBColor(red: 0xFD, green: 0xE3, blue: 0)),
            ("rgba:ffff/0000/0000/ffff", RGBColor(red: 255, green: 0, blue: 0)),
        ])
    func rgb(text: String, color: RGBColor) {
        #expect(ColorSpecification.color(Substring(text)) == color)
    }

    @Test(
        "# with one to four hex digits a channel, the digits being the channel's high bits",
        arguments: [
            ("#fff", RGBColor(red: 0xF0, green: 0xF0, blue: 0xF0)), ("#fdf6e3", RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)),
            ("#fd0f60e30", RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)), ("#fdf6f6f6e3e3", RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)),
        ])
    func hash(text: String, color: RGBColor) {
        #expect(ColorSpecification.color(Substring(text)) == color)
    }

    @Test(
        "anything else is no colour",
        arguments: [
            "", "?", "rgb:", "rgb:ff/ff", "rgb:ff/ff/ff/ff", "rgb:fffff/0/0", "rgb:/0/0", "rgb:+f/0/0", "rgb:gg/00/00", "rgba:f/f/f",
            "#", "#ff", "#fffff", "#ffffffffffffff", "#ggg", "white", "cmyk:0/0/0/0", "rgb:ff/ff/ff ",
        ])
    func garbage(text: String) {
        #expect(ColorSpecification.color(Substring(text)) == nil)
    }
}
