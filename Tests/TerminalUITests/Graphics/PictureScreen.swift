import ImageCodec
@testable import TerminalUI
import TestSupport

/// A window drawn through a renderer onto a `PixelTerminal`, as the application does: each
/// `frame()` renders what changed and feeds it to the terminal.
@MainActor
final class PictureScreen {
    let window: Window
    var renderer: Renderer
    var terminal: PixelTerminal
    /// Objects the screen's views refer to weakly (a table's data source), kept for its life.
    var keptAlive: [AnyObject] = []

    /// A screen of `size` cells of `cellPixelSize` pixels, showing pictures in `mode`.
    init(size: Size, mode: GraphicsMode, cellPixelSize: ImageSize = PictureScreen.cellPixelSize, throughTmux: Bool = false) {
        let graphics = TerminalGraphics(mode: mode, cellPixelSize: cellPixelSize, isThroughTmux: throughTmux)
        window = Window(size: size)
        window.graphics = graphics
        renderer = Renderer()
        renderer.graphics = graphics
        terminal = PixelTerminal(size: size, cellPixelSize: cellPixelSize)
    }

    /// The cell size the tests use unless they say otherwise.
    nonisolated static let cellPixelSize = ImageSize(width: 8, height: 16)

    /// Renders the next frame, feeds it to the terminal and returns its bytes.
    @discardableResult
    func frame() -> [UInt8] {
        let bytes = renderer.render(window.renderFrame())
        terminal.feed(bytes)
        return bytes
    }

    /// Adds `view` to the window with `frame`.
    func add(_ view: View, frame: Rect) {
        window.addSubview(view)
        view.frame = frame
    }

    /// The cells of `rect` as a set.
    static func cells(of rect: Rect) -> Set<Point> {
        Set((rect.minY..<rect.maxY).flatMap { y in (rect.minX..<rect.maxX).map { Point(x: $0, y: y) } })
    }
}

/// Test pictures.
enum TestPictures {
    /// A picture of `width` × `height` pixels of sharp random squares of `squareSize` pixels in
    /// `colors` colours (at most 256, so that sixel can show it exactly).
    static func squares(width: Int, height: Int, squareSize: Int = 1, colors: Int = 64, seed: UInt64 = 7) -> Image {
        var generator = SeededGenerator(seed: seed)
        let palette = (0..<colors).map { _ in (UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator)) }
        let columns = (width + squareSize - 1) / squareSize
        let rows = (height + squareSize - 1) / squareSize
        let squares = (0..<columns * rows).map { _ in palette[Int.random(in: 0..<colors, using: &generator)] }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color = squares[(y / squareSize) * columns + x / squareSize]
                pixels += [color.0, color.1, color.2]
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }

    /// `image` as RGBA inside transparent margins: `left`, `top` pixels before it, in a canvas of
    /// `width` × `height` — what a picture's cells should show.
    static func framed(_ image: Image, left: Int, top: Int, width: Int, height: Int) -> Image {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let channels = image.pixelFormat.bytesPerPixel
        for y in 0..<image.height {
            for x in 0..<image.width {
                let from = (y * image.width + x) * channels
                let to = ((top + y) * width + left + x) * 4
                pixels[to] = image.pixels[from]
                pixels[to + 1] = image.pixels[from + 1]
                pixels[to + 2] = image.pixels[from + 2]
                pixels[to + 3] = channels == 4 ? image.pixels[from + 3] : 255
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgba, pixels: pixels)
    }
}
