import Foundation
import ImageCodec

/// Small images encoded in the test with ImageCodec's encoders, and headers that lie about their
/// size.
enum TestImages {
    /// A `width` × `height` gradient, opaque RGB or with an alpha ramp (RGBA).
    static func gradient(width: Int, height: Int, withAlpha: Bool = false) -> Image {
        let format: PixelFormat = withAlpha ? .rgba : .rgb
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * format.bytesPerPixel)
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(1, width - 1)), UInt8(y * 255 / max(1, height - 1)), 128]
                if withAlpha { pixels.append(UInt8((x + y) * 255 / max(1, width + height - 2))) }
            }
        }
        return Image(width: width, height: height, pixelFormat: format, pixels: pixels)
    }

    /// A JPEG file of a `width` × `height` gradient.
    static func jpeg(width: Int, height: Int) throws -> Data {
        try JPEGEncoder().encode(gradient(width: width, height: height))
    }

    /// A PNG file of a `width` × `height` gradient, with an alpha channel when asked.
    static func png(width: Int, height: Int, withAlpha: Bool = false) throws -> Data {
        try PNGEncoder().encode(gradient(width: width, height: height, withAlpha: withAlpha))
    }

    /// A small JPEG whose frame header (SOF) claims `width` × `height` pixels.
    static func jpegClaiming(width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](try jpeg(width: 16, height: 16))
        guard let marker = (0..<bytes.count - 1).first(where: { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) }) else {
            throw ImageCodecError(.corrupt, "the test JPEG has no frame header")
        }
        // FF Cn, length (2), precision (1), height (2), width (2).
        bytes.replaceSubrange(marker + 5..<marker + 9, with: bigEndian16(height) + bigEndian16(width))
        return Data(bytes)
    }

    /// A small PNG whose IHDR chunk (with a valid CRC) claims `width` × `height` pixels.
    static func pngClaiming(width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](try png(width: 16, height: 16))
        // Signature (8), length (4), "IHDR" (4), width (4), height (4), … , CRC over type + data.
        bytes.replaceSubrange(16..<24, with: bigEndian32(width) + bigEndian32(height))
        bytes.replaceSubrange(29..<33, with: bigEndian32(Int(crc32(bytes[12..<29]))))
        return Data(bytes)
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 (ISO-HDLC) that PNG chunks carry.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
