/// Bounds that a decode refuses to exceed, so that hostile or accidental inputs (decompression
/// bombs, huge uploads) fail fast with ``ImageCodecError/Kind/tooLarge`` instead of exhausting
/// memory or CPU. Dimensions are checked from the header, before any pixel memory is allocated.
///
/// A plain value; safe to share between threads.
public struct DecodingLimits: Sendable, Hashable {
    /// The largest accepted width or height, in pixels, of the encoded image.
    public var maximumDimension: Int
    /// The largest accepted `width * height` of the encoded image (before any downscaling).
    public var maximumPixelCount: Int
    /// The largest accepted input, in bytes.
    public var maximumInputSize: Int
    /// The most progressive JPEG scans accepted; real encoders use about 10, hostile files
    /// use thousands of tiny scans to burn CPU.
    public var maximumJPEGScans: Int

    /// Creates limits; see ``standard`` for the defaults.
    public init(
        maximumDimension: Int = 16_384,
        maximumPixelCount: Int = 40_000_000,
        maximumInputSize: Int = 64 * 1024 * 1024,
        maximumJPEGScans: Int = 256
    ) {
        self.maximumDimension = maximumDimension
        self.maximumPixelCount = maximumPixelCount
        self.maximumInputSize = maximumInputSize
        self.maximumJPEGScans = maximumJPEGScans
    }

    /// 16,384 pixels per side, 40 megapixels (160 MB as RGBA), 64 MiB of input, 256 scans:
    /// generous for photos, refuses a 30,000 x 30,000 header.
    public static let standard = DecodingLimits()

    /// Throws ``ImageCodecError/Kind/tooLarge`` unless an image of `size` is within the limits.
    func check(_ size: ImageSize, format: ImageFormat) throws(ImageCodecError) {
        if size.width > maximumDimension || size.height > maximumDimension {
            throw ImageCodecError(
                .tooLarge,
                "The \(format) declares \(size) pixels; the limit is \(maximumDimension) pixels per side. Raise DecodingLimits.maximumDimension if such images are expected."
            )
        }
        if size.width * size.height > maximumPixelCount {
            throw ImageCodecError(
                .tooLarge,
                "The \(format) declares \(size) = \(size.width * size.height) pixels; the limit is \(maximumPixelCount). Raise DecodingLimits.maximumPixelCount if such images are expected."
            )
        }
    }

    /// Throws ``ImageCodecError/Kind/tooLarge`` if `byteCount` bytes of input exceed the limit.
    func checkInputSize(_ byteCount: Int) throws(ImageCodecError) {
        if byteCount > maximumInputSize {
            throw ImageCodecError(
                .tooLarge,
                "The input is \(byteCount) bytes; the limit is \(maximumInputSize). Raise DecodingLimits.maximumInputSize if such files are expected."
            )
        }
    }
}
