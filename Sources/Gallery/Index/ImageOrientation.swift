/// Pixabay's `orientation` filter: wider than tall (square counts as horizontal) or taller than wide.
enum ImageOrientation: String, Sendable, CaseIterable {
    /// Width at least the height.
    case horizontal
    /// Height greater than the width.
    case vertical
}
