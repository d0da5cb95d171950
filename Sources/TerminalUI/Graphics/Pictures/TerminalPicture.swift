import ImageCodec

/// A picture ready for the terminal: RGBA pixels of exactly the cells it covers, the image
/// centred in them and the margins transparent. Immutable; `Sendable`, so the renderer may
/// encode it on any thread.
///
/// Pictures with the same content and size are one picture with one `id` (see
/// `PictureCache`): the renderer sends a kitty picture once per id and then only places it,
/// and it keeps the sixel or PNG encoding of an id for the next time it is drawn.
public final class TerminalPicture: Sendable, CustomStringConvertible {
    /// The picture's number, unique in the process (never 0): the kitty image id, and what
    /// the cells under the picture name.
    public let id: UInt32
    /// The cells the picture covers.
    public let cells: Size
    /// The size of one of those cells in pixels.
    public let cellPixelSize: ImageSize
    /// The pixels, `cells × cellPixelSize` of them, in RGBA.
    public let pixels: Image

    /// A picture numbered `id` showing `pixels` (RGBA, of `cells × cellPixelSize`).
    init(id: UInt32, cells: Size, cellPixelSize: ImageSize, pixels: Image) {
        precondition(pixels.pixelFormat == .rgba && pixels.width == cells.width * cellPixelSize.width && pixels.height == cells.height * cellPixelSize.height)
        self.id = id
        self.cells = cells
        self.cellPixelSize = cellPixelSize
        self.pixels = pixels
    }

    /// "picture 12, 12×4 cells of 9×20 pixels".
    public var description: String {
        "picture \(id), \(cells.width)×\(cells.height) cells of \(cellPixelSize) pixels"
    }
}

extension TerminalPicture {
    /// The pixels inside `rect` (which must lie inside the picture), as an RGBA image.
    func pixels(in rect: PixelRect) -> Image {
        guard rect != PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height) else { return pixels }
        let rowBytes = rect.width * 4
        let cropped = [UInt8](unsafeUninitializedCapacity: rowBytes * rect.height) { target, count in
            pixels.pixels.withUnsafeBufferPointer { source in
                for row in 0..<rect.height {
                    let from = ((rect.y + row) * pixels.width + rect.x) * 4
                    _ = UnsafeMutableBufferPointer(rebasing: target[(row * rowBytes)...]).initialize(from: source[from..<from + rowBytes])
                }
            }
            count = rowBytes * rect.height
        }
        return Image(width: rect.width, height: rect.height, pixelFormat: .rgba, pixels: cropped)
    }
}
