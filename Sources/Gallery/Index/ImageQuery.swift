/// A search of the index: words matched against tags, filters, order and the page window.
struct ImageQuery: Sendable, Hashable {
    /// Lower-case words that must all match a tag (stemmed: "mountains" finds "mountain").
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
    /// Words arrive already reduced to letters and digits, so quoting them is enough to keep
    /// FTS5 operators (`AND`, `NEAR`, `*`, `:`) out of the user's hands.
    var matchExpression: String? {
        let columns = language == .english ? "tags" : "{tags \(language.tagsColumn)}"
        var parts = words.map { "\(columns) : \"\($0)\"" }
        if !colors.isEmpty {
            parts.append("colors : (" + colors.map { "\"\($0.rawValue)\"" }.joined(separator: " OR ") + ")")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }
}
