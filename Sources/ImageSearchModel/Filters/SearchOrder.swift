/// How a search's results are sorted — Pixabay's `order`. The raw values are Pixabay's.
public enum SearchOrder: String, Sendable, Hashable, CaseIterable {
    /// The most popular first (Pixabay's default).
    case popular
    /// The newest first.
    case latest
}
