import CImageCodecShim

/// Decodes JPEG data with libjpeg-turbo: any colour space to RGB, DCT-scaled for thumbnails,
/// turned upright by its EXIF orientation.
///
/// Each call uses its own libjpeg state; safe to call from many threads at once.
struct JPEGDecoder {
    let limits: DecodingLimits

    /// Decodes `bytes` (non-empty). With `maximumSize`, the result is at least as large as the
    /// fitted size but may be larger: libjpeg only scales by 1/2, 1/4 and 1/8.
    func decode(_ bytes: UnsafeRawBufferPointer, maximumSize: ImageSize?, appliesOrientation: Bool) throws(ImageCodecError) -> Image {
        guard let decoder = icx_jpeg_decoder_create() else { throw ShimBridge.creationFailed(.jpeg) }
        defer { icx_jpeg_decoder_destroy(decoder) }
        func check(_ status: icx_status) throws(ImageCodecError) {
            guard status == ICX_OK else {
                throw ShimBridge.error(status, format: .jpeg, encoding: false, detail: String(cString: icx_jpeg_decoder_message(decoder)))
            }
        }

        var header = icx_jpeg_header()
        let scans = UInt32(clamping: limits.maximumJPEGScans)
        try check(icx_jpeg_read_header(decoder, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, scans, &header))
        let stored = ImageSize(width: Int(header.width), height: Int(header.height))
        try limits.check(stored, format: .jpeg)

        var orientation = ExifOrientation.up
        if appliesOrientation, let exif = header.exif {
            orientation = ExifOrientation(exif: UnsafeRawBufferPointer(start: exif, count: header.exif_size))
        }
        // The caller's bounds are for the upright image; the decoder works in stored orientation.
        let denominator = maximumSize.map { Self.scaleDenominator(for: stored, bounds: orientation.swapsDimensions ? $0.transposed : $0) } ?? 1

        var width: UInt32 = 0
        var height: UInt32 = 0
        try check(icx_jpeg_output_size(decoder, denominator, &width, &height))
        let bytesPerRow = Int(width) * PixelFormat.rgb.bytesPerPixel
        let byteCount = bytesPerRow * Int(height)
        var status = ICX_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            status = icx_jpeg_decode_rgb(decoder, denominator, buffer.baseAddress, bytesPerRow)
            count = byteCount
        }
        try check(status)
        return Image(width: Int(width), height: Int(height), pixelFormat: .rgb, pixels: pixels).applying(orientation)
    }

    /// The largest libjpeg reduction (8, 4, 2 or 1) whose output still covers the fitted size,
    /// so that the final area-averaging step only ever shrinks.
    static func scaleDenominator(for size: ImageSize, bounds: ImageSize) -> UInt32 {
        let target = size.fitting(within: bounds)
        let denominator = [8, 4, 2].first { denominator in
            (size.width + denominator - 1) / denominator >= target.width
                && (size.height + denominator - 1) / denominator >= target.height
        }
        return UInt32(denominator ?? 1)
    }
}
