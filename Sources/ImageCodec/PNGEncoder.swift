import CImageCodecShim
import Foundation

/// Encodes images as 8-bit RGB or RGBA PNG with libpng.
///
/// A plain value; one encoder may be used from many threads at once.
public struct PNGEncoder: Sendable {
    /// zlib compression level, 0 (fastest, largest) to 9 (slowest, smallest); clamped.
    public var compressionLevel: Int

    /// Creates an encoder; level 6 is zlib's balance of speed and size.
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = compressionLevel
    }

    /// The PNG file for `image`; RGBA images keep their alpha channel.
    public func encode(_ image: Image) throws(ImageCodecError) -> Data {
        try image.pixels.withUnsafeBufferPointer { (buffer) throws(ImageCodecError) -> Data in
            try ShimBridge.encode(.png) { data, count, message in
                icx_png_encode(
                    buffer.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow,
                    image.pixelFormat == .rgba ? 1 : 0, Int32(min(max(compressionLevel, 0), 9)),
                    data, count, message
                )
            }
        }
    }
}
