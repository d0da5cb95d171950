import CImageCodecShim
import Foundation

/// Encodes images as 8-bit RGB or RGBA PNG with libpng.
///
/// A plain value; one encoder may be used from many threads at once.
public struct PNGEncoder: Sendable {
    /// How each row is filtered before compression (PNG's prediction of a pixel from its
    /// neighbours).
    public enum RowFilter: Int32, Sendable, CaseIterable {
        /// libpng's heuristic tries every filter on each row and keeps the one likely to
        /// compress best: the smallest files, the most work.
        case adaptive = -1
        /// No prediction.
        case none = 0
        /// Each byte less the same channel of the pixel to its left.
        case sub = 1
        /// Each byte less the one above it. Like any fixed filter it is about half of
        /// adaptive's work; on photos its files are about as small.
        case up = 2
        /// Each byte less the mean of left and above.
        case average = 3
        /// Each byte less the Paeth predictor of left, above and upper left.
        case paeth = 4
    }

    /// zlib compression level, 0 (fastest, largest) to 9 (slowest, smallest); clamped.
    public var compressionLevel: Int
    /// The row filter.
    public var rowFilter: RowFilter

    /// Creates an encoder; level 6 is zlib's balance of speed and size, and adaptive filtering
    /// gives the smallest files.
    public init(compressionLevel: Int = 6, rowFilter: RowFilter = .adaptive) {
        self.compressionLevel = compressionLevel
        self.rowFilter = rowFilter
    }

    /// The PNG file for `image`; RGBA images keep their alpha channel.
    public func encode(_ image: Image) throws(ImageCodecError) -> Data {
        try image.pixels.withUnsafeBufferPointer { (buffer) throws(ImageCodecError) -> Data in
            try ShimBridge.encode(.png) { data, count, message in
                icx_png_encode(
                    buffer.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow,
                    image.pixelFormat == .rgba ? 1 : 0, Int32(min(max(compressionLevel, 0), 9)), rowFilter.rawValue,
                    data, count, message
                )
            }
        }
    }
}
