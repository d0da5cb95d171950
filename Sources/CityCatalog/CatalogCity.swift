/// One city of the bundled list: its OpenWeatherMap id, names, country, place, time zone and
/// climate. A value; safe to share between threads.
public struct CatalogCity: Sendable, Hashable, Identifiable {
    /// OpenWeatherMap's city id (GeoNames' for these cities).
    public let id: Int
    /// The name in English, as OpenWeatherMap's answers write it.
    public let name: String
    /// The name in Japanese.
    public let japaneseName: String
    /// How ``japaneseName`` reads, in katakana, when it is written in kanji (東京: トウキョウ), so
    /// that the city can be typed in kana; nil when the name is in kana already.
    public let japaneseReading: String?
    /// The names in the city's own languages and scripts where they differ from ``name``
    /// (Москва, 서울, Αθήνα, Zürich), written by hand for this list.
    public let localNames: [String]
    /// Other names people type for it ("Kiev", "Bombay", the name without its accents…).
    public let otherNames: [String]
    /// ISO 3166 country code, such as "JP".
    public let country: String
    /// Degrees north (negative: south).
    public let latitude: Double
    /// Degrees east (negative: west).
    public let longitude: Double
    /// The IANA time zone, such as "Asia/Tokyo".
    public let timeZone: String
    /// The climate.
    public let climate: Climate

    /// A city with every field given.
    public init(
        id: Int, name: String, japaneseName: String, japaneseReading: String? = nil, localNames: [String] = [], otherNames: [String] = [],
        country: String, latitude: Double, longitude: Double, timeZone: String, climate: Climate
    ) {
        self.id = id
        self.name = name
        self.japaneseName = japaneseName
        self.japaneseReading = japaneseReading
        self.localNames = localNames
        self.otherNames = otherNames
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.climate = climate
    }

    /// Every name the city answers to: English, Japanese (and its reading), its own and the others.
    public var allNames: [String] {
        [name, japaneseName] + (japaneseReading.map { [$0] } ?? []) + localNames + otherNames
    }

    /// `matched`, one of the city's names, as a person reads it: the Japanese name for its kana
    /// reading (とうきょう finds 東京, not トウキョウ), any other name as it is.
    public func shownName(for matched: String) -> String {
        matched == japaneseReading ? japaneseName : matched
    }
}
