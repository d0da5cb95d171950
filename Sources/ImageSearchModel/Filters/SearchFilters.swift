/// What a search keeps besides its words, and in which order it lists them — Pixabay's
/// `image_type`, `orientation`, `colors`, `category`, `editors_choice` and `order`. The default
/// value filters nothing and keeps Pixabay's order (most popular first).
///
/// A value; usable from any thread.
public struct SearchFilters: Sendable, Hashable {
    /// The kinds of image kept.
    public var imageType: ImageTypeFilter
    /// The shapes of image kept.
    public var orientation: OrientationFilter
    /// Images with any of these colours are kept; an empty set keeps every colour.
    public var colors: Set<ImageColor>
    /// Only images of this category are kept; nil keeps every category.
    public var category: ImageCategory?
    /// Whether only images that won Pixabay's Editor's Choice award are kept.
    public var editorsChoiceOnly: Bool
    /// How the results are sorted.
    public var order: SearchOrder

    /// Filters with the given values; every one defaults to filtering nothing.
    public init(
        imageType: ImageTypeFilter = .all, orientation: OrientationFilter = .all, colors: Set<ImageColor> = [],
        category: ImageCategory? = nil, editorsChoiceOnly: Bool = false, order: SearchOrder = .popular
    ) {
        self.imageType = imageType
        self.orientation = orientation
        self.colors = colors
        self.category = category
        self.editorsChoiceOnly = editorsChoiceOnly
        self.order = order
    }

    /// Whether the filters keep every image in Pixabay's own order.
    public var isDefault: Bool {
        self == SearchFilters()
    }

    /// The colours asked for, in Pixabay's order (the order `colors` is sent in).
    public var orderedColors: [ImageColor] {
        ImageColor.allCases.filter(colors.contains)
    }

    /// The query parameters that ask for these filters: only those that differ from Pixabay's
    /// defaults (so that equal searches make equal URLs), `colors` comma-separated in Pixabay's
    /// order.
    public var parameters: [String: String] {
        var parameters: [String: String] = [:]
        if imageType != .all { parameters["image_type"] = imageType.rawValue }
        if orientation != .all { parameters["orientation"] = orientation.rawValue }
        if !colors.isEmpty { parameters["colors"] = orderedColors.map(\.rawValue).joined(separator: ",") }
        if let category { parameters["category"] = category.rawValue }
        if editorsChoiceOnly { parameters["editors_choice"] = "true" }
        if order != .popular { parameters["order"] = order.rawValue }
        return parameters
    }
}
