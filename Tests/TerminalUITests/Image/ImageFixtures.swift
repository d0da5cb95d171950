import ImageCodec
import Testing
@testable import TerminalUI

/// An RGB image of `width` × `height` whose pixels are given row by row.
func rgbImage(width: Int, height: Int, _ pixels: [(UInt8, UInt8, UInt8)]) -> Image {
    Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels.flatMap { [$0.0, $0.1, $0.2] })
}

/// What an image view showing `image` draws in a window of `size` that has `colorMode`.
@MainActor
func renderImage(_ image: Image, in size: Size, colorMode: ColorMode) -> ScreenBuffer {
    let window = Window(size: size)
    window.colorMode = colorMode
    window.addSubview(ImageView(image: image))
    window.subviews[0].frame = window.bounds
    return window.renderFrame()
}

/// A cell's glyph and colours, compactly, for comparisons.
struct Shown: Equatable {
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
