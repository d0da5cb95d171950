/// A decoded raster image: 8-bit RGB or RGBA pixels in one contiguous buffer.
///
/// Rows run top to bottom, pixels left to right, channels interleaved, no row padding:
/// the pixel at (x, y) starts at `(y * width + x) * pixelFormat.bytesPerPixel`.
///
/// `Image` has value semantics (the buffer is copy-on-write) and is `Sendable`: copies may be
/// read and modified on any thread.
public struct Image: Sendable, Hashable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// How each pixel's bytes are laid out.
    public let pixelFormat: PixelFormat
    /// The pixel bytes, `width * height * pixelFormat.bytesPerPixel` of them.
    public private(set) var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    ///
    /// - Precondition: `width` and `height` are at least 1 and `pixels.count` equals
    ///   `width * height * pixelFormat.bytesPerPixel`; anything else is a programming error.
    public init(width: Int, height: Int, pixelFormat: PixelFormat, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "Image dimensions must be positive, got \(width)x\(height)")
        precondition(
            pixels.count == width * height * pixelFormat.bytesPerPixel,
            "\(width)x\(height) \(pixelFormat) needs \(width * height * pixelFormat.bytesPerPixel) bytes, got \(pixels.count)"
        )
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        self.pixels = pixels
    }

    /// The image's dimensions.
    public var size: ImageSize { ImageSize(width: width, height: height) }

    /// Bytes per row (no padding).
    public var bytesPerRow: Int { width * pixelFormat.bytesPerPixel }

    /// The channel bytes of the pixel at (`x`, `y`): 3 or 4 of them, red first.
    ///
    /// - Precondition: the coordinates lie inside the image.
    public func pixel(x: Int, y: Int) -> ArraySlice<UInt8> {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "Pixel (\(x), \(y)) is outside \(size)")
        let start = (y * width + x) * pixelFormat.bytesPerPixel
        return pixels[start..<start + pixelFormat.bytesPerPixel]
    }
}
