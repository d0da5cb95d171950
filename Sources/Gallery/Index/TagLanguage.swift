/// A language the index stores tags in. Pixabay answers tags in the requested `lang`; here
/// Japanese has its own tags (translated with `JapaneseTags`) and every other language falls back
/// to the English tags.
enum TagLanguage: String, Sendable, Hashable, CaseIterable {
    /// The tags as indexed (demo tags and library words).
    case english = "en"
    /// The tags translated into Japanese where the vocabulary knows them, as they are otherwise.
    case japanese = "ja"

    /// The language whose tags answer a request with Pixabay's `lang` code.
    init(pixabayCode: String?) {
        self = pixabayCode == TagLanguage.japanese.rawValue ? .japanese : .english
    }

    /// The column of `images` holding each hit's JSON with tags in this language.
    var hitColumn: String { self == .english ? "hit" : "hit_" + rawValue }
    /// The column of the FTS table `image_text` holding the tags in this language.
    var tagsColumn: String { self == .english ? "tags" : "tags_" + rawValue }

    /// `tags` in this language, in order and without the duplicates a translation can make.
    func translate(_ tags: [String]) -> [String] {
        guard self == .japanese else { return tags }
        var translated: [String] = []
        for tag in tags {
            let word = JapaneseTags.table[tag] ?? tag
            if !translated.contains(word) { translated.append(word) }
        }
        return translated
    }
}
