import Foundation
import CityCatalog

/// What `weather --list-cities` prints: a heading, then one line per city of the bundled list —
/// its OpenWeatherMap id, country, English and Japanese names, and the other names it answers
/// to (the Japanese name's kana reading, its own names, the others) — in the list's order. Pure.
enum CityListing {
    /// The whole listing, ending with a line break.
    static var text: String {
        let heading = "id        country  name (Japanese; other names) — use ids or names with --cities\n"
        return heading + CityCatalog.cities.map(line).joined()
    }

    private static func line(_ city: CatalogCity) -> String {
        let id = String(city.id).padding(toLength: 10, withPad: " ", startingAt: 0)
        let country = city.country.padding(toLength: 9, withPad: " ", startingAt: 0)
        let otherNames = city.allNames.dropFirst(2)
        let others = otherNames.isEmpty ? "" : "; " + otherNames.joined(separator: ", ")
        return "\(id)\(country)\(city.name) (\(city.japaneseName)\(others))\n"
    }
}
