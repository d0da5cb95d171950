/// Pixabay's image categories (`category`).
enum ImageCategory: String, Sendable, CaseIterable {
    /// The Pixabay category of the same name.
    case backgrounds, fashion, nature, science, education, feelings, health, people, religion, places,
         animals, industry, computer, food, sports, transportation, travel, buildings, business, music
}
