import Foundation
import CityCatalog

/// Reads which cities the user chose (`weather --cities Tokyo,Paris,2643743`): a comma-separated
/// list of OpenWeatherMap city ids and names of the bundled list (`CityCatalog`; English,
/// Japanese or another common name, ignoring case, accents and punctuation). The commas a
/// Japanese keyboard types — 、 (and its half-width ､) and the full-width ， — separate names as
/// "," does (`東京、パリ`). Ids are taken as they are, on the list or not (OpenWeatherMap knows
/// many more cities); names must be on it. Repeats are dropped, the first place kept. Pure;
/// usable from any thread.
public enum CitySelection {
    /// What separates the entries: the comma, the ideographic comma (full and half width) and
    /// the full-width comma.
    private static let separators: Set<Character> = [",", "、", "､", "，"]

    /// The ids `text` chooses, in its order without repeats; throws
    /// ``CitySelectionError`` naming every entry that is not a city.
    public static func cityIDs(from text: String) throws(CitySelectionError) -> [Int] {
        let entries = text.split(whereSeparator: separators.contains).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !entries.isEmpty else { throw .noCities }
        var ids: [Int] = []
        var unknown: [CitySelectionError.UnknownCity] = []
        for entry in entries {
            if entry.allSatisfy(\.isASCIIDigit) {
                guard let id = Int(entry), id > 0 else { throw .invalidID(entry) }
                ids.append(id)
            } else if let city = CityCatalog.city(named: entry) {
                ids.append(city.id)
            } else {
                unknown.append(CitySelectionError.UnknownCity(name: entry, nearMatches: CityCatalog.nearMatches(for: entry)))
            }
        }
        guard unknown.isEmpty else { throw .unknownNames(unknown) }
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
