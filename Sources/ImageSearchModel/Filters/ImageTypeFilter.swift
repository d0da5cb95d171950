/// Which kinds of image a search keeps — Pixabay's `image_type`. The raw values are Pixabay's.
public enum ImageTypeFilter: String, Sendable, Hashable, CaseIterable {
    /// Every kind (Pixabay's default).
    case all
    /// Photographs.
    case photo
    /// Drawn or rendered pictures.
    case illustration
    /// Vector graphics.
    case vector
}
