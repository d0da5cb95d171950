/// A validated Pixabay image search: the index query plus the paging Pixabay reports on.
struct SearchRequest: Sendable, Hashable {
    /// The index query (words, filters, order, limit and offset for the page).
    var query: ImageQuery
    var page: Int
    var perPage: Int

    /// Pixabay returns at most this many hits per query, over all pages.
    static let reachableHits = 500
    /// The longest accepted `q`, in characters.
    static let maximumQueryLength = 100
    /// The languages Pixabay accepts for `lang`. Japanese has its own tags (`TagLanguage`); the
    /// others are accepted and answered with the English tags.
    static let languages: Set<String> = [
        "cs", "da", "de", "en", "es", "fr", "id", "it", "hu", "nl", "no", "pl", "pt", "ro", "sk", "fi", "sv", "tr",
        "vi", "th", "bg", "ru", "el", "ja", "ko", "zh",
    ]

    /// Validates every supported parameter of `parameters`; unknown parameters are ignored, as
    /// Pixabay does.
    init(_ parameters: QueryString) throws(PixabayError) {
        var query = ImageQuery()
        if let q = parameters["q"] {
            guard q.count <= Self.maximumQueryLength else {
                throw .invalid("q", expected: "at most \(Self.maximumQueryLength) characters")
            }
            query.words = SearchWords.split(q)
        }
        if let lang = parameters["lang"], !Self.languages.contains(lang) {
            throw .invalid("lang", expected: "one of " + Self.languages.sorted().joined(separator: ", "))
        }
        query.language = TagLanguage(pixabayCode: parameters["lang"])
        if let id = parameters["id"] {
            guard let number = Int64(id), number > 0 else { throw .invalid("id", expected: "a positive whole number") }
            query.id = number
        }
        query.type = try Self.choice("image_type", parameters, allowingAll: true, as: ImageType.self)
        query.orientation = try Self.choice("orientation", parameters, allowingAll: true, as: ImageOrientation.self)
        query.category = try Self.choice("category", parameters, allowingAll: false, as: ImageCategory.self)
        query.minimumWidth = try Self.number("min_width", parameters, default: 0, range: 0...100_000)
        query.minimumHeight = try Self.number("min_height", parameters, default: 0, range: 0...100_000)
        if let colors = parameters["colors"] {
            query.colors = try colors.split(separator: ",", omittingEmptySubsequences: false).map { name throws(PixabayError) in
                guard let color = ImageColor(rawValue: String(name)) else {
                    throw .invalid("colors", expected: "a comma-separated list of " + ImageColor.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return color
            }
        }
        query.editorsChoiceOnly = try Self.flag("editors_choice", parameters)
        query.safeOnly = try Self.flag("safesearch", parameters)
        query.order = try Self.choice("order", parameters, allowingAll: false, as: SearchOrder.self) ?? .popular

        page = try Self.number("page", parameters, default: 1, range: 1...Int(Int32.max))
        perPage = try Self.number("per_page", parameters, default: 20, range: 3...200)
        let offset = (page - 1) * perPage
        guard offset < Self.reachableHits else { throw .pageOutOfRange }
        query.offset = offset
        query.limit = min(perPage, Self.reachableHits - offset)
        self.query = query
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ name: String, _ parameters: QueryString, allowingAll: Bool, as: Value.Type
    ) throws(PixabayError) -> Value? where Value.RawValue == String {
        guard let text = parameters[name], !(allowingAll && text == "all") else { return nil }
        guard let value = Value(rawValue: text) else {
            let names = (allowingAll ? ["all"] : []) + Value.allCases.map(\.rawValue)
            throw .invalid(name, expected: "one of " + names.joined(separator: ", "))
        }
        return value
    }

    private static func number(_ name: String, _ parameters: QueryString, default: Int, range: ClosedRange<Int>) throws(PixabayError) -> Int {
        guard let text = parameters[name] else { return `default` }
        guard let value = Int(text), range.contains(value) else {
            throw .invalid(name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    private static func flag(_ name: String, _ parameters: QueryString) throws(PixabayError) -> Bool {
        switch parameters[name] {
        case nil, "false": return false
        case "true": return true
        default: throw .invalid(name, expected: "true or false")
        }
    }
}
