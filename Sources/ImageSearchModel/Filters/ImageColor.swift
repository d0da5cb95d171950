/// A colour a search can ask for — one of the values of Pixabay's `colors`, in Pixabay's order.
/// The raw values are Pixabay's.
public enum ImageColor: String, Sendable, Hashable, CaseIterable {
    /// The Pixabay colour of the same name (`grayscale` and `transparent` are properties of the
    /// picture rather than a hue).
    case grayscale, transparent, red, orange, yellow, green, turquoise, blue, lilac, pink, white, gray, black, brown
}
