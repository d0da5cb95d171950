import CityCatalog

/// Why a `--cities` list chooses no cities: it is empty, an id is not a positive number, or
/// names are not on the bundled list — each with the list's names closest to it, written in
/// the script it was typed in (Japanese for a Japanese name). A value.
public enum CitySelectionError: Error, Hashable, CustomStringConvertible {
    /// A name that is not on the list, and the list's cities closest to it.
    public struct UnknownCity: Sendable, Hashable {
        /// The name as typed.
        public let name: String
        /// The closest cities, closest first (maybe none).
        public let nearMatches: [CatalogCity]

        /// An unknown name with its near matches.
        public init(name: String, nearMatches: [CatalogCity]) {
            self.name = name
            self.nearMatches = nearMatches
        }
    }

    /// Nothing but commas and spaces.
    case noCities
    /// A number that cannot be a city id (0, or too large).
    case invalidID(String)
    /// Names not on the list, in the order given.
    case unknownNames([UnknownCity])

    /// One sentence saying what is wrong and what to do, in English (a command-line error).
    public var description: String {
        switch self {
        case .noCities:
            "--cities needs at least one city: names from the bundled list or OpenWeatherMap city ids, separated by commas (such as Tokyo,Paris,2643743)."
        case let .invalidID(text):
            "--cities: \(text) is not an OpenWeatherMap city id (ids are whole numbers from 1)."
        case let .unknownNames(cities):
            "--cities: not on the bundled list of cities: \(cities.map(Self.describe).joined(separator: ", ")). "
                + "Use an OpenWeatherMap city id for a city that is not on the list; --list-cities shows the list."
        }
    }

    private static func describe(_ city: UnknownCity) -> String {
        let typedInJapanese = city.name.unicodeScalars.contains { $0.value >= 0x3000 }
        let suggestions = city.nearMatches.map { typedInJapanese ? $0.japaneseName : $0.name }
        return "“\(city.name)”" + (suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)")
    }
}
