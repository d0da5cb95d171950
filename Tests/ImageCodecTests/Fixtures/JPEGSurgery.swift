import Foundation

/// Finds and edits JPEG marker segments in encoded bytes, for orientation and corruption tests.
enum JPEGSurgery {
    /// Offset of the first `0xFF marker` pair before the scan data, or nil.
    static func offset(of marker: UInt8, in bytes: [UInt8]) -> Int? {
        var index = 2
        while index + 3 < bytes.count, bytes[index] == 0xFF {
            if bytes[index + 1] == marker { return index }
            if bytes[index + 1] == 0xDA { return nil }
            index += 2 + Int(bytes[index + 2]) << 8 + Int(bytes[index + 3])
        }
        return nil
    }

    /// `jpeg` with an APP1 Exif segment carrying `orientation` inserted right after SOI.
    static func withOrientation(_ orientation: Int, bigEndian: Bool, in jpeg: Data) -> Data {
        func u16(_ value: Int) -> [UInt8] { bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func u32(_ value: Int) -> [UInt8] { bigEndian ? [0, 0] + u16(value) : u16(value) + [0, 0] }
        // TIFF header, IFD0 with one entry (a SHORT orientation tag), no next IFD.
        var tiff = Array((bigEndian ? "MM" : "II").utf8) + u16(42) + u32(8)
        tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0] + u32(0)
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        var bytes = [UInt8](jpeg)
        bytes.insert(contentsOf: [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload, at: 2)
        return Data(bytes)
    }
}
