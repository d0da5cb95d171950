import ImageCodec
import TestSupport

/// Test pictures of fine detail: squares a few pixels wide, each of a colour a seeded generator
/// picks. Half blocks (one colour per cell across, two down) cannot show such detail, real
/// pixels can — on a smooth picture both would look alike, and a test could not tell them
/// apart — and sixel must choose its 256 colours well among thousands.
enum FineDetailPicture {
    /// A `width`×`height` RGB picture of `squareSize`-pixel squares, the same for the same `seed`.
    static func make(width: Int, height: Int, squareSize: Int, seed: UInt64) -> Image {
        var generator = SeededGenerator(seed: seed)
        let columns = (width + squareSize - 1) / squareSize
        let rows = (height + squareSize - 1) / squareSize
        let colors = (0..<columns * rows).map { _ in (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) } }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color = colors[(y / squareSize) * columns + x / squareSize]
                let start = (y * width + x) * 3
                pixels[start] = color[0]
                pixels[start + 1] = color[1]
                pixels[start + 2] = color[2]
            }
        }
        return Image(width: width, height: height, pixelFormat: .rgb, pixels: pixels)
    }
}
