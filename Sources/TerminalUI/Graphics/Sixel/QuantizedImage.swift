import ImageCodec

/// An image reduced to a palette: one palette index per pixel, plus an index that marks the
/// pixels left transparent.
///
/// A plain value; safe to share between threads.
public struct QuantizedImage: Sendable, Hashable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// The colours the pixels use, at most 256 (255 when some pixels are transparent).
    public let palette: [RGBColor]
    /// One entry per pixel, rows top to bottom, pixels left to right: an index into `palette`,
    /// or `transparentIndex`.
    public let indices: [UInt8]
    /// The index that marks transparent pixels, one that no palette entry has (never below
    /// `palette.count`); nil when every pixel is opaque.
    public let transparentIndex: UInt8?

    /// Wraps a palette and the pixels' indices into it. Internal: the encoder reads the
    /// indices through unsafe pointers, so only the quantiser, which keeps the invariants, makes
    /// these.
    ///
    /// - Precondition: `indices` has `width * height` entries, each below `palette.count` or
    ///   equal to `transparentIndex`, which (if any) is at least `palette.count`.
    init(width: Int, height: Int, palette: [RGBColor], indices: [UInt8], transparentIndex: UInt8?) {
        precondition(width > 0 && height > 0, "Image dimensions must be positive, got \(width)x\(height)")
        precondition(indices.count == width * height, "\(width)x\(height) needs \(width * height) indices, got \(indices.count)")
        precondition(palette.count <= 256, "A palette holds at most 256 colours, got \(palette.count)")
        precondition(transparentIndex.map { Int($0) >= palette.count } ?? true, "The transparent index must lie beyond the palette")
        assert(indices.allSatisfy { Int($0) < palette.count || $0 == transparentIndex }, "An index lies outside the palette")
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = indices
        self.transparentIndex = transparentIndex
    }

    /// The image that the palette and indices describe, as RGBA: transparent pixels are
    /// (0, 0, 0, 0), all others opaque.
    public func rendered() -> Image {
        var pixels = [UInt8](repeating: 0, count: indices.count * 4)
        for (pixel, index) in indices.enumerated() where Int(index) < palette.count {
            let color = palette[Int(index)]
            pixels[pixel * 4] = color.red
            pixels[pixel * 4 + 1] = color.green
            pixels[pixel * 4 + 2] = color.blue
            pixels[pixel * 4 + 3] = 255
        }
        return Image(width: width, height: height, pixelFormat: .rgba, pixels: pixels)
    }
}
