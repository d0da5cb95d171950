import Foundation
import ImageCodec

/// The PNG form of pictures that the kitty and iTerm2 protocols carry. Pure; any thread.
enum PictureEncoding {
    /// The PNG of `image` at zlib's fastest level with the "up" row filter — pictures are
    /// encoded while the user waits, and this takes about half the time of libpng's adaptive
    /// filtering for files as small on photos — and its size in bytes before base64; nil if
    /// libpng fails, which for an image in memory means memory ran out.
    static func base64PNG(of image: Image) -> (base64: [UInt8], byteCount: Int)? {
        guard let png = try? PNGEncoder(compressionLevel: 1, rowFilter: .up).encode(image) else { return nil }
        var output: [UInt8] = []
        png.withUnsafeBytes { Base64.append($0, to: &output) }
        return (output, png.count)
    }
}
