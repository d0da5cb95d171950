/// A city of the bundled list found by one of its names, for suggestions: the city, and the name
/// of it that came closest to what was typed, so that a suggestion can be written in the script
/// the user typed in ("Москв" suggests Москва). A value; safe to share between threads.
public struct CityMatch: Sendable, Hashable {
    /// The city.
    public let city: CatalogCity
    /// The city's name that matched, as a person reads it (``CatalogCity/shownName(for:)``: the
    /// Japanese name when its kana reading matched).
    public let matchedName: String

    /// `city`, found by `matchedName`.
    public init(city: CatalogCity, matchedName: String) {
        self.city = city
        self.matchedName = matchedName
    }
}
