/// A width and height in pixels.
///
/// A plain value; safe to share between threads.
public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size; both dimensions must be at least 1 where the size describes an image.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width x height`, e.g. `640x427`.
    public var description: String { "\(width)x\(height)" }

    /// The size with width and height exchanged, as after a quarter turn.
    public var transposed: ImageSize { ImageSize(width: height, height: width) }

    /// The largest size with this aspect ratio that fits inside `bounds`, never larger than
    /// `self` (thumbnails shrink, they do not enlarge). Each dimension is at least 1; bounds
    /// below 1 count as 1, so that a careless caller gets a tiny image rather than a trap.
    public func fitting(within bounds: ImageSize) -> ImageSize {
        let bounds = ImageSize(width: max(1, bounds.width), height: max(1, bounds.height))
        guard width > bounds.width || height > bounds.height else { return self }
        let scale = min(Double(bounds.width) / Double(width), Double(bounds.height) / Double(height))
        return ImageSize(
            width: min(bounds.width, max(1, Int((Double(width) * scale).rounded()))),
            height: min(bounds.height, max(1, Int((Double(height) * scale).rounded())))
        )
    }
}
