import CImageCodecShim

/// Decodes PNG data with libpng: every colour type and bit depth, palettes and interlacing,
/// to 8-bit RGB, or RGBA when the image has an alpha channel or a tRNS chunk.
///
/// Each call uses its own libpng state; safe to call from many threads at once.
struct PNGDecoder {
    let limits: DecodingLimits

    /// Decodes `bytes` (non-empty) at full size.
    func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageCodecError) -> Image {
        guard let decoder = icx_png_decoder_create() else { throw ShimBridge.creationFailed(.png) }
        defer { icx_png_decoder_destroy(decoder) }
        func check(_ status: icx_status) throws(ImageCodecError) {
            guard status == ICX_OK else {
                throw ShimBridge.error(status, format: .png, encoding: false, detail: String(cString: icx_png_decoder_message(decoder)))
            }
        }

        var header = icx_png_header()
        try check(icx_png_read_header(decoder, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &header))
        let size = ImageSize(width: Int(header.width), height: Int(header.height))
        try limits.check(size, format: .png)

        let pixelFormat: PixelFormat = header.has_alpha != 0 ? .rgba : .rgb
        let bytesPerRow = size.width * pixelFormat.bytesPerPixel
        let byteCount = bytesPerRow * size.height
        var status = ICX_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            status = icx_png_decode(decoder, buffer.baseAddress, bytesPerRow)
            count = byteCount
        }
        try check(status)
        return Image(width: size.width, height: size.height, pixelFormat: pixelFormat, pixels: pixels)
    }
}
