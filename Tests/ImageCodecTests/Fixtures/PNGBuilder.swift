/// Writes PNG files independently of libpng (stored deflate blocks, own CRC and Adler-32), so
/// tests can produce every colour type, bit depth and interlacing, and corrupt any field.
struct PNGBuilder {
    var width: Int
    var height: Int
    var bitDepth: Int
    /// 0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA.
    var colorType: Int
    var interlaced = false
    var palette: [UInt8]?
    var transparency: [UInt8]?

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    /// A PNG of `samples` (row-major, `channels` samples per pixel, each below 2^bitDepth).
    func build(samples: [Int]) -> [UInt8] {
        var ihdr = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        ihdr += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var file = Self.signature + Self.chunk("IHDR", ihdr)
        if let palette { file += Self.chunk("PLTE", palette) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        file += Self.chunk("IDAT", Self.zlibStored(scanlines(samples)))
        return file + Self.chunk("IEND", [])
    }

    /// Filter-type-0 scanlines, pass by pass when interlaced (Adam7).
    private func scanlines(_ samples: [Int]) -> [UInt8] {
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data = [UInt8]()
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            guard !xs.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) {
                data.append(0)
                data += pack(xs.flatMap { x in (0..<channels).map { samples[(y * width + x) * channels + $0] } })
            }
        }
        return data
    }

    /// Packs samples MSB-first at `bitDepth` bits each, padding the row to whole bytes.
    private func pack(_ row: [Int]) -> [UInt8] {
        if bitDepth == 16 { return row.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        var bytes = [UInt8]()
        var accumulator = 0
        var bits = 0
        for sample in row {
            accumulator = accumulator << bitDepth | sample
            bits += bitDepth
            if bits == 8 {
                bytes.append(UInt8(accumulator))
                (accumulator, bits) = (0, 0)
            }
        }
        if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of uncompressed deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            stream += [isLast ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            stream += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return stream + bigEndian(b << 16 | a)
    }
}
