import Foundation

/// Decodes JPEG and PNG images — the library's `UIImage(data:)`. The format is recognised from
/// the bytes, never from a file name. Every failure is an ``ImageCodecError``; hostile input
/// cannot crash, hang or exhaust memory beyond ``limits``.
///
/// A plain value; one decoder may be used from many threads at once (each call has its own
/// codec state).
public struct ImageDecoder: Sendable {
    /// The bounds every decode checks before allocating pixel memory.
    public var limits: DecodingLimits

    /// Creates a decoder with the given limits.
    public init(limits: DecodingLimits = .standard) {
        self.limits = limits
    }

    /// Decodes an encoded JPEG or PNG image.
    ///
    /// With `options.maximumSize`, JPEGs are decoded at a reduced scale by libjpeg and every
    /// image is then area-averaged to fit, so thumbnails are cheap.
    public func decode(_ data: Data, options: DecodingOptions = DecodingOptions()) throws(ImageCodecError) -> Image {
        try limits.checkInputSize(data.count)
        let decoded = data.withUnsafeBytes { bytes in
            Result { () throws(ImageCodecError) -> Image in try decodeFormat(bytes, options: options) }
        }
        var image = try decoded.get()
        if let bounds = options.maximumSize {
            image = image.resized(toFit: bounds)
        }
        if case .composite(let background) = options.alpha {
            image = image.composited(onto: background)
        }
        return image
    }

    /// Reads a file and decodes it like ``decode(_:options:)``. At most
    /// `limits.maximumInputSize + 1` bytes are read, so a huge file fails fast.
    public func decode(contentsOf url: URL, options: DecodingOptions = DecodingOptions()) throws(ImageCodecError) -> Image {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }  // closing a read-only handle cannot lose data
            data = try handle.read(upToCount: min(limits.maximumInputSize, Int.max - 1) + 1) ?? Data()
        } catch {
            throw ImageCodecError(.io, "Cannot read the image file \(url.path): \(error.localizedDescription)")
        }
        return try decode(data, options: options)
    }

    private func decodeFormat(_ bytes: UnsafeRawBufferPointer, options: DecodingOptions) throws(ImageCodecError) -> Image {
        switch ImageFormat(signatureOf: bytes) {
        case .jpeg:
            return try JPEGDecoder(limits: limits).decode(bytes, maximumSize: options.maximumSize, appliesOrientation: options.appliesOrientation)
        case .png:
            return try PNGDecoder(limits: limits).decode(bytes)
        case nil where bytes.isEmpty:
            throw ImageCodecError(.notAnImage, "The data is empty; expected a JPEG or PNG image.")
        case nil where ImageFormat.isCutOffSignature(bytes):
            throw ImageCodecError(.truncated, "The data is only \(bytes.count) bytes long, the start of an image signature; the file was cut off.")
        case nil:
            throw ImageCodecError(.notAnImage, "The data (\(bytes.count) bytes) is neither a JPEG nor a PNG image: it starts with neither signature.")
        }
    }
}
