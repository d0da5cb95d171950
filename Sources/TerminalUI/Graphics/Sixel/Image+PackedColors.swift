import ImageCodec

extension Image {
    /// The packed value that stands for a transparent pixel; no 0xRRGGBB colour has it.
    static let transparentPackedColor: UInt32 = .max

    /// Whether any pixel has an alpha below 128, the pixels that palettes leave transparent.
    var hasTransparentPixels: Bool {
        guard pixelFormat == .rgba else { return false }
        return pixels.withUnsafeBufferPointer { bytes in
            stride(from: 3, to: bytes.count, by: 4).contains { bytes[$0] < 128 }
        }
    }

    /// Calls `body` with each pixel's number (row by row) and its colour packed as 0xRRGGBB, or
    /// ``transparentPackedColor`` for a pixel with an alpha below 128; stops early when `body`
    /// returns false. Returns whether it visited every pixel.
    @inline(__always)
    @discardableResult
    func forEachPackedColor(_ body: (Int, UInt32) -> Bool) -> Bool {
        let hasAlpha = pixelFormat == .rgba
        let bytesPerPixel = pixelFormat.bytesPerPixel
        return pixels.withUnsafeBufferPointer { bytes in
            for pixel in 0..<width * height {
                let offset = pixel * bytesPerPixel
                let color = hasAlpha && bytes[offset + 3] < 128
                    ? Self.transparentPackedColor
                    : UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
                guard body(pixel, color) else { return false }
            }
            return true
        }
    }
}
