/// What a decode does with transparency (PNG alpha channels and tRNS chunks).
///
/// A plain value; safe to share between threads.
public enum AlphaHandling: Sendable, Hashable {
    /// Images with transparency decode to ``PixelFormat/rgba``; opaque ones to ``PixelFormat/rgb``.
    case keep
    /// Transparent pixels are blended onto the colour, so every image decodes to ``PixelFormat/rgb``.
    case composite(onto: RGBColor)
}
