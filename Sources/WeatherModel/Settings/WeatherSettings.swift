import CityCatalog
import Foundation

/// What the settings file (`weather.toml`) says: the cities to show, in order. It is TOML — the
/// subset ``SettingsParser`` reads — with one setting:
///
/// ```toml
/// cities = [
///   1850147,   # Tokyo 東京
///   "Paris",
///   "とうきょう",
/// ]
/// ```
///
/// Each city is an OpenWeatherMap id, or a name in quotes from the bundled list in any of its
/// scripts (as `--cities` takes them); repeats are dropped, the first place kept. A file
/// without `cities` (or empty) leaves the choice to the app. ``text(cityIDs:)`` writes the file
/// as the app saves it: ids with their names in comments, and a heading in English and Japanese
/// saying what it is. A value; pure.
public struct WeatherSettings: Sendable, Hashable {
    /// The largest file read: far more than any list of cities takes.
    public static let maximumSize = 256 * 1_024

    /// The cities, by id, in order; nil when the file does not say.
    public var cityIDs: [Int]?

    /// Settings choosing `cityIDs`.
    public init(cityIDs: [Int]? = nil) {
        self.cityIDs = cityIDs
    }

    /// The settings `data` holds; throws what is wrong with it.
    public init(reading data: Data) throws(WeatherSettingsError) {
        guard let text = String(bytes: data, encoding: .utf8) else { throw .notText }
        for entry in try SettingsParser.entries(in: text) {
            guard entry.name == "cities" else { throw .unknownSetting(name: entry.name, line: entry.line) }
            cityIDs = try Self.cityIDs(in: entry.value)
        }
    }

    /// The ids `value` lists, in order without repeats.
    private static func cityIDs(in value: SettingsValue) throws(WeatherSettingsError) -> [Int] {
        guard case let .array(elements) = value.kind else { throw .citiesNotAList(line: value.line) }
        guard !elements.isEmpty else { throw .noCities(line: value.line) }
        var ids: [Int] = []
        for element in elements {
            switch element.kind {
            case let .integer(id):
                guard id > 0 else { throw .invalidID(id, line: element.line) }
                ids.append(id)
            case let .string(name):
                if let id = Int(name.trimmingCharacters(in: .whitespaces)), id > 0, name.allSatisfy({ $0.isASCII }) {
                    ids.append(id)
                } else if let city = CityCatalog.city(named: name) {
                    ids.append(city.id)
                } else {
                    throw .unknownCity(name: name, line: element.line, suggestions: CityCatalog.nearMatches(for: name).map(\.matchedName))
                }
            case .boolean, .array:
                throw .notACity(line: element.line)
            }
        }
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// The file choosing `cityIDs`, as the app writes it: what it is and how to edit it (in
    /// English, then Japanese), then one id per line with the city's names from the bundled list
    /// in a comment.
    public static func text(cityIDs: [Int]) -> String {
        let heading = """
            # Weather Now's settings: the cities of its list, in order. `weather --cities … --save-cities`
            # and the cities screen (c) write this file; you may edit it too. Each city is an
            # OpenWeatherMap id or a name in quotes from `weather --list-cities` ("Tokyo", "東京").
            # Without this file the list shows the twelve cities.
            #
            # Weather Now の設定: 一覧に表示する都市（この順）。`weather --cities … --save-cities` と
            # 都市の選択画面（c キー）がこのファイルを書きます。手で編集することもできます。都市は
            # OpenWeatherMap の ID か、`weather --list-cities` にある名前を引用符で囲んで書きます。
            # このファイルがなければ 12 の都市を表示します。

            """
        let lines = cityIDs.map { id in
            let names = CityCatalog.city(id: id).map { "  # \($0.name) \($0.japaneseName)" } ?? ""
            return "  \(id),\(names)\n"
        }
        return heading + "cities = [\n" + lines.joined() + "]\n"
    }
}
