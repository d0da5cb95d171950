import AppSupport
import CityCatalog
import WeatherModel

/// The name a city is shown by: in Japanese, the bundled list's Japanese name when the city is
/// on it; otherwise the server's name, as it came (TerminalUI sanitises it when drawn).
enum CityDisplayName {
    /// `city`'s name in `language`.
    static func name(of city: City, in language: AppLanguage) -> String {
        guard language == .japanese, let listed = listedName(ofID: city.id, in: language) else { return city.name }
        return listed
    }

    /// The bundled list's name of city `id` in `language`; nil when the list does not have it.
    static func listedName(ofID id: Int, in language: AppLanguage) -> String? {
        CityCatalog.city(id: id).map { language == .japanese ? $0.japaneseName : $0.name }
    }
}
