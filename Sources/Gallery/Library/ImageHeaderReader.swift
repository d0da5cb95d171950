import Foundation
import ImageCodec

/// Reads an image's stored pixel size from its header (JPEG SOF segment, PNG IHDR chunk) without
/// decoding it.
enum ImageHeaderReader {
    static func size(of data: Data) -> ImageSize? {
        let bytes = [UInt8](data.prefix(4 << 20))
        switch ImageFormat.detect(data) {
        case .png?: return pngSize(bytes)
        case .jpeg?: return jpegSize(bytes)
        case nil: return nil
        }
    }

    private static func pngSize(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 24 else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
    }

    /// Walks the marker segments to the first start-of-frame (C0–CF except the C4 DHT, C8 JPG and
    /// CC DAC markers), whose payload holds the height and then the width.
    private static func jpegSize(_ bytes: [UInt8]) -> ImageSize? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return width > 0 && height > 0 ? ImageSize(width: width, height: height) : nil
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }
}
