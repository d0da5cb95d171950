/// One row of the cities screen: a city of the bundled list that the search found, or one of
/// the cities chosen, with whether it is on Weather Now's list. A value; safe to share between
/// threads.
public struct CityChoiceRow: Sendable, Hashable {
    /// The city's OpenWeatherMap id.
    public let id: Int
    /// Its name in the screen's language (its id for a city the bundled list does not have).
    public let name: String
    /// What else to show beside the name: its name in the other language, and the name the
    /// search found it by when that is another one ("モスクワ · Москва"); for a city the bundled
    /// list does not have, that it is not on it.
    public let detail: String
    /// Its ISO 3166 country code, "" when unknown.
    public let country: String
    /// Whether it is on Weather Now's list.
    public let isChosen: Bool

    /// A row with every field given.
    public init(id: Int, name: String, detail: String, country: String, isChosen: Bool) {
        self.id = id
        self.name = name
        self.detail = detail
        self.country = country
        self.isChosen = isChosen
    }
}
