import AppSupport
import WeatherModel

/// Which cities the last answer left out and why, in English or Japanese, for the line under
/// Weather Now's list: one part per reason — "Not in the server's answer: Tokyo, Paris · Unknown
/// city ids: 2950158" — a city left out of the answer by its name on the bundled list in the
/// screen's language (its id when the list does not have it), an unknown id as the number, with
/// the list's name for it if any ("1850147 (Tokyo)"); "" when none is missing. Pure.
enum MissingCitiesText {
    /// The text for `missing`, in `language`.
    static func text(for missing: [MissingCity], in language: AppLanguage) -> String {
        let notInAnswer = missing.filter { $0.reason == .notInAnswer }.map { CityDisplayName.listedName(ofID: $0.id, in: language) ?? String($0.id) }
        let unknown = missing.filter { $0.reason == .unknownID }.map { city in
            CityDisplayName.listedName(ofID: city.id, in: language).map { "\(city.id) (\($0))" } ?? String(city.id)
        }
        let separator = language.text(english: ", ", japanese: "、")
        var parts: [String] = []
        if !notInAnswer.isEmpty {
            let cities = notInAnswer.joined(separator: separator)
            parts.append(language.text(english: "Not in the server's answer: \(cities)", japanese: "サーバーの応答になかった都市: \(cities)"))
        }
        if !unknown.isEmpty {
            let cities = unknown.joined(separator: separator)
            parts.append(language.text(english: "Unknown city ids: \(cities)", japanese: "サーバーが知らない都市 ID: \(cities)"))
        }
        return parts.joined(separator: " · ")
    }
}
