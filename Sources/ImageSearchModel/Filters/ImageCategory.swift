/// A category a search can keep — one of the values of Pixabay's `category`, in Pixabay's order.
/// The raw values are Pixabay's.
public enum ImageCategory: String, Sendable, Hashable, CaseIterable {
    /// The Pixabay category of the same name.
    case backgrounds, fashion, nature, science, education, feelings, health, people, religion, places, animals, industry,
         computer, food, sports, transportation, travel, buildings, business, music
}
