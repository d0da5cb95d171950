/// The channel layout of an ``Image``'s pixels: 8 bits per channel, interleaved, rows packed
/// without padding.
///
/// A plain value; safe to share between threads.
public enum PixelFormat: Sendable, Hashable, CaseIterable {
    /// Red, green, blue.
    case rgb
    /// Red, green, blue, straight (not premultiplied) alpha; 0 is fully transparent.
    case rgba

    /// Bytes per pixel: 3 for ``rgb``, 4 for ``rgba``.
    public var bytesPerPixel: Int {
        switch self {
        case .rgb: 3
        case .rgba: 4
        }
    }
}
