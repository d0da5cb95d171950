/// Pixabay's colour filter values (`colors`): a dominant hue, or grayscale / transparent.
enum ImageColor: String, Sendable, CaseIterable {
    /// The Pixabay colour filter of the same name.
    case grayscale, transparent, red, orange, yellow, green, turquoise, blue, lilac, pink, white, gray, black, brown
}
