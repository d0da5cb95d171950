/// A search of the index: words matched against tags, filters, order and the page window.
struct ImageQuery: Sendable, Hashable {
    /// Lower-case words that must all match a tag (stemmed: "mountains" finds "mountain"); any
    /// text, quoted when the MATCH expression is made.
    var words: [String] = []
    /// The language of `words` and of the tags in the hits: Japanese words match the Japanese
    /// tags as well as the English ones.
    var language = TagLanguage.english
    /// Only this image, when set.
    var id: Int64?
    var type: ImageType?
    var orientation: ImageOrientation?
    var category: ImageCategory?
    var minimumWidth = 0
    var minimumHeight = 0
    /// Any of these colours (an empty list does not filter).
    var colors: [ImageColor] = []
    var editorsChoiceOnly = false
    var safeOnly = false
    var order = SearchOrder.popular
    var limit = 20
    var offset = 0

    /// The FTS5 MATCH expression, or nil when neither words nor colours filter.
    ///
    /// Every word is one quoted FTS5 string (quotes inside doubled), so nothing in it can act as
    /// FTS5 syntax (`AND`, `NEAR`, `*`, `:`, a column filter or an unbalanced quote).
    var matchExpression: String? {
        let columns = language == .english ? "tags" : "{tags \(language.tagsColumn)}"
        var parts = words.map { "\(columns) : " + Self.quoted($0) }
        if !colors.isEmpty {
            parts.append("colors : (" + colors.map { Self.quoted($0.rawValue) }.joined(separator: " OR ") + ")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    /// `text` as an FTS5 string: in double quotes, with each quote inside doubled. Scalar by
    /// scalar, because a quote may hide inside a `Character` (after U+0D4E, say), where a
    /// `Character`-wise replacement would not see it.
    private static func quoted(_ text: String) -> String {
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in text.unicodeScalars {
            quoted.append(scalar)
            if scalar == "\"" { quoted.append(scalar) }
        }
        quoted.append("\"")
        return String(quoted)
    }
}
