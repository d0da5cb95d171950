import AppSupport
import CityCatalog

/// Why a `--cities` list chooses no cities: it is empty, an id is not a positive number, or
/// names are not on the bundled list — each with the list's names closest to it, as close to
/// the script it was typed in as the list has them (Japanese for a Japanese name, Москва for
/// Москв). Described in English or Japanese. A value.
public enum CitySelectionError: Error, Hashable, CustomStringConvertible {
    /// A name that is not on the list, and the list's cities closest to it.
    public struct UnknownCity: Sendable, Hashable {
        /// The name as typed.
        public let name: String
        /// The closest cities, closest first (maybe none), each with the name of it that came closest.
        public let nearMatches: [CityMatch]

        /// An unknown name with its near matches.
        public init(name: String, nearMatches: [CityMatch]) {
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

    /// What is wrong and what to do, in English (a command-line error).
    public var description: String {
        description(in: .english)
    }

    /// What is wrong and what to do, in `language`: which entries are not cities (with the
    /// closest names), what separates names, how to name a city that is not on the list.
    public func description(in language: AppLanguage) -> String {
        switch self {
        case .noCities:
            language.text(
                english: "--cities needs at least one city: names from the bundled list or OpenWeatherMap city ids, "
                    + "separated by commas (such as Tokyo,Paris,2643743 or 東京、パリ).",
                japanese: "--cities には都市を 1 つ以上指定してください。同梱の一覧にある名前か OpenWeatherMap の都市 ID を、"
                    + "カンマで区切って指定します（例: 東京、パリ、2643743）。")
        case let .invalidID(text):
            language.text(
                english: "--cities: \(text) is not an OpenWeatherMap city id (ids are whole numbers from 1).",
                japanese: "--cities: \(text) は OpenWeatherMap の都市 ID ではありません（ID は 1 以上の整数です）。")
        case let .unknownNames(cities):
            language.text(
                english: "--cities: not on the bundled list of cities: \(cities.map { Self.describe($0, in: language) }.joined(separator: ", ")). "
                    + "Separate the names with commas (, 、 or ，). "
                    + "Use an OpenWeatherMap city id for a city that is not on the list; --list-cities shows the list.",
                japanese: "--cities: 同梱の都市一覧にない名前です: \(cities.map { Self.describe($0, in: language) }.joined(separator: "、"))。"
                    + "名前は「,」「、」「，」のどれかで区切ってください。"
                    + "一覧にない都市は OpenWeatherMap の都市 ID で指定できます。一覧は --list-cities で表示されます。")
        }
    }

    /// The name as typed, quoted, with the names it may have meant, each as the name of the city
    /// that came closest to it (so in the script it was typed in where the list has one).
    private static func describe(_ city: UnknownCity, in language: AppLanguage) -> String {
        let suggestions = city.nearMatches.map(\.matchedName)
        return language.text(
            english: "“\(city.name)”" + (suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"),
            japanese: "「\(city.name)」" + (suggestions.isEmpty ? "" : "（\(suggestions.joined(separator: "、")) のことですか？）"))
    }
}
