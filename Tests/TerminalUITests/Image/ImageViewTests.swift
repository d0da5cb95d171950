import ImageCodec
import ReactiveCore
import Testing
@testable import TerminalUI

/// An RGB image of `width` × `height` whose pixels are given row by row.
private func rgbImage(width: Int, height: Int, _ pixels: [(UInt8, UInt8, UInt8)]) -> Image {
    Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels.flatMap { [$0.0, $0.1, $0.2] })
}

/// What an image view showing `image` draws in a window of `size` that has `colorMode`.
@MainActor
private func render(_ image: Image, in size: Size, colorMode: ColorMode) -> ScreenBuffer {
    let window = Window(size: size)
    window.colorMode = colorMode
    window.addSubview(ImageView(image: image))
    window.subviews[0].frame = window.bounds
    return window.renderFrame()
}

/// A cell's glyph and colours, compactly, for comparisons.
private struct Shown: Equatable {
    var glyph: Character
    var foreground: Color
    var background: Color

    init(_ cell: Cell) {
        glyph = cell.grapheme
        foreground = cell.style.foreground
        background = cell.style.background
    }

    init(_ glyph: Character, _ foreground: Color, _ background: Color) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
    }
}

@MainActor
@Suite("An image view")
struct ImageViewTests {
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

    @Test("uses the nearest colours of the 256-colour palette in a 256-colour window")
    func fallsBackToPalette256() {
        let buffer = render(rgbImage(width: 1, height: 2, [(250, 5, 5), (128, 128, 128)]), in: Size(width: 1, height: 1), colorMode: .palette256)
        #expect(Shown(buffer[0, 0]) == Shown("▀", .indexed(196), .indexed(244)))
    }

    @Test("uses the nearest ANSI colours in a 16-colour window")
    func fallsBackToANSI16() {
        let buffer = render(rgbImage(width: 1, height: 2, [(250, 10, 10), (0, 0, 150)]), in: Size(width: 1, height: 1), colorMode: .ansi16)
        #expect(Shown(buffer[0, 0]) == Shown("▀", .indexed(9), .indexed(4)))
    }

    @Test("draws a shade ramp by brightness without colour")
    func fallsBackToShades() {
        let image = rgbImage(width: 3, height: 2, [
            (0, 0, 0), (255, 255, 255), (128, 128, 128),
            (0, 0, 0), (255, 255, 255), (128, 128, 128),
        ])
        let buffer = render(image, in: Size(width: 3, height: 1), colorMode: .monochrome)
        #expect(buffer.text(ofRow: 0) == " █▒")
        #expect((0..<3).allSatisfy { buffer[$0, 0].style == .plain })
    }

    @Test("shows its placeholder, centred, when it has no image")
    func showsPlaceholder() {
        let view = ImageView()
        view.placeholder = "none"
        let buffer = view.renderOffscreen(size: Size(width: 8, height: 3))
        #expect(buffer.lines == ["", "  none", ""])
        #expect(buffer[2, 1].style.attributes == .dim)
    }

    @Test("scales the image again only when the image, size or colour mode changes")
    func cachesScaledCells() {
        let window = Window(size: Size(width: 4, height: 2))
        let view = ImageView(image: rgbImage(width: 2, height: 2, Array(repeating: (1, 1, 1), count: 4)))
        window.addSubview(view)
        view.frame = window.bounds
        _ = window.renderFrame()
        _ = window.renderFrame()
        #expect(view.rasterizationCount == 1)
        view.frame.size = Size(width: 3, height: 2)
        _ = window.renderFrame()
        #expect(view.rasterizationCount == 2)
        window.colorMode = .ansi16
        _ = window.renderFrame()
        #expect(view.rasterizationCount == 3)
        view.image = rgbImage(width: 1, height: 1, [(2, 2, 2)])
        _ = window.renderFrame()
        _ = window.renderFrame()
        #expect(view.rasterizationCount == 4)
    }

    @Test("takes images from a binding")
    func bindsImages() {
        let view = ImageView()
        let images = MutableProperty<Image?>(rgbImage(width: 1, height: 2, [(1, 2, 3), (4, 5, 6)]))
        view.reactive.image <~ images
        #expect(Shown(view.renderOffscreen(size: Size(width: 1, height: 1))[0, 0]) == Shown("▀", .rgb(1, 2, 3), .rgb(4, 5, 6)))
        images.value = nil
        #expect(view.image == nil)
    }

    @Test("blends transparent pixels onto its matte colour")
    func blendsTransparency() {
        let image = Image(width: 1, height: 2, pixelFormat: .rgba, pixels: [255, 0, 0, 0, 0, 0, 255, 255])
        let view = ImageView(image: image)
        view.matteColor = RGBColor(red: 0, green: 100, blue: 0)
        #expect(Shown(view.renderOffscreen(size: Size(width: 1, height: 1))[0, 0]) == Shown("▀", .rgb(0, 100, 0), .rgb(0, 0, 255)))
    }
}

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
