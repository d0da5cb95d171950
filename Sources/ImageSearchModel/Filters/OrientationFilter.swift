/// Which shapes of image a search keeps — Pixabay's `orientation`. The raw values are Pixabay's.
public enum OrientationFilter: String, Sendable, Hashable, CaseIterable {
    /// Every shape (Pixabay's default).
    case all
    /// Wider than tall.
    case horizontal
    /// Taller than wide.
    case vertical
}
