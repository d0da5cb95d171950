import ImageCodec
import Testing
@testable import TerminalUI

extension ImageViewTests {
    @MainActor
    @Suite("in true colour")
    struct Pixels {
        @Test("draws two pixels per cell: upper half block in the top colour over the bottom colour")
        func drawsHalfBlocksInExactColours() {
            let image = rgbImage(width: 2, height: 4, [
                (255, 0, 0), (0, 255, 0),
                (0, 0, 255), (10, 20, 30),
                (1, 2, 3), (4, 5, 6),
                (7, 8, 9), (200, 100, 50),
            ])
            let buffer = ImageView(image: image).renderOffscreen(size: Size(width: 2, height: 2))
            #expect(Shown(buffer[0, 0]) == Shown("▀", .rgb(255, 0, 0), .rgb(0, 0, 255)))
            #expect(Shown(buffer[1, 0]) == Shown("▀", .rgb(0, 255, 0), .rgb(10, 20, 30)))
            #expect(Shown(buffer[0, 1]) == Shown("▀", .rgb(1, 2, 3), .rgb(7, 8, 9)))
            #expect(Shown(buffer[1, 1]) == Shown("▀", .rgb(4, 5, 6), .rgb(200, 100, 50)))
        }

        @Test("averages the pixels each cell half covers when shrinking")
        func averagesWhenShrinking() {
            let image = rgbImage(width: 4, height: 4, [
                (100, 0, 0), (200, 0, 0), (0, 0, 0), (0, 0, 0),
                (100, 0, 0), (200, 0, 0), (0, 0, 0), (0, 0, 0),
                (0, 40, 0), (0, 40, 0), (0, 0, 80), (0, 0, 80),
                (0, 80, 0), (0, 80, 0), (0, 0, 80), (0, 0, 80),
            ])
            let buffer = ImageView(image: image).renderOffscreen(size: Size(width: 2, height: 1))
            #expect(Shown(buffer[0, 0]) == Shown("▀", .rgb(150, 0, 0), .rgb(0, 60, 0)))
            #expect(Shown(buffer[1, 0]) == Shown("▀", .rgb(0, 0, 0), .rgb(0, 0, 80)))
        }

        @Test("keeps the aspect ratio and centres the picture")
        func preservesAspectRatio() {
            let wide = rgbImage(width: 40, height: 10, Array(repeating: (255, 255, 255), count: 400))
            let view = ImageView(image: wide)
            let buffer = view.renderOffscreen(size: Size(width: 20, height: 10))
            let rowsWithPixels = (0..<10).filter { y in (0..<20).contains { buffer[$0, y].grapheme == "▀" } }
            #expect(rowsWithPixels == [3, 4, 5])
            #expect(buffer.lines[3] == String(repeating: "▀", count: 20))
            #expect(Shown(buffer[0, 5]).background == .default)
            #expect(view.sizeThatFits(Size(width: 20, height: 10)) == Size(width: 20, height: 3))

            let tall = ImageView(image: rgbImage(width: 2, height: 8, Array(repeating: (9, 9, 9), count: 16)))
            tall.allowsUpscaling = false
            #expect(tall.renderOffscreen(size: Size(width: 6, height: 4)).lines == ["  ▀▀", "  ▀▀", "  ▀▀", "  ▀▀"])
        }

        @Test("blends transparent pixels onto its matte colour")
        func blendsTransparency() {
            let image = Image(width: 1, height: 2, pixelFormat: .rgba, pixels: [255, 0, 0, 0, 0, 0, 255, 255])
            let view = ImageView(image: image)
            view.matteColor = RGBColor(red: 0, green: 100, blue: 0)
            #expect(Shown(view.renderOffscreen(size: Size(width: 1, height: 1))[0, 0]) == Shown("▀", .rgb(0, 100, 0), .rgb(0, 0, 255)))
        }

        @Test("blends transparent pixels onto the terminal's background once it is told, black before, a chosen matte always")
        func blendsOntoTheTerminalBackground() {
            let image = Image(width: 1, height: 2, pixelFormat: .rgba, pixels: [255, 0, 0, 0, 0, 0, 255, 255])
            let window = Window(size: Size(width: 1, height: 1))
            let view = ImageView(image: image)
            window.addSubview(view)
            view.frame = window.bounds
            #expect(Shown(window.renderFrame()[0, 0]) == Shown("▀", .rgb(0, 0, 0), .rgb(0, 0, 255)))
            window.terminalBackgroundColor = RGBColor(red: 0xFD, green: 0xF6, blue: 0xE3)
            #expect(window.isFrameScheduled)
            #expect(Shown(window.renderFrame()[0, 0]) == Shown("▀", .rgb(0xFD, 0xF6, 0xE3), .rgb(0, 0, 255)))
            view.matteColor = RGBColor(red: 0, green: 100, blue: 0)
            #expect(Shown(window.renderFrame()[0, 0]) == Shown("▀", .rgb(0, 100, 0), .rgb(0, 0, 255)))
        }
    }
}
