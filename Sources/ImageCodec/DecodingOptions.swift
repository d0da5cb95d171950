/// How ``ImageDecoder`` should shape the decoded image.
///
/// A plain value; safe to share between threads.
public struct DecodingOptions: Sendable, Hashable {
    /// When set, the image is shrunk (never enlarged) to fit inside this size, keeping its aspect
    /// ratio. JPEGs are then decoded at a reduced scale directly by libjpeg, which makes
    /// thumbnails several times faster than decoding the full image and resizing.
    public var maximumSize: ImageSize?
    /// What to do with transparency.
    public var alpha: AlphaHandling
    /// Whether to turn the image upright according to its EXIF orientation tag (JPEG only).
    public var appliesOrientation: Bool

    /// Creates options; the defaults decode at full size, keep alpha and apply orientation.
    public init(maximumSize: ImageSize? = nil, alpha: AlphaHandling = .keep, appliesOrientation: Bool = true) {
        self.maximumSize = maximumSize
        self.alpha = alpha
        self.appliesOrientation = appliesOrientation
    }
}
