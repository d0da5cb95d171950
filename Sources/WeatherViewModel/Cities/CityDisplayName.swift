import AppSupport
import CityCatalog
import WeatherModel

/// The name a city is shown by: in Japanese, the bundled list's Japanese name when the city is
/// on it; otherwise the server's name, as it came (TerminalUI sanitises it when drawn).
enum CityDisplayName {
    /// `city`'s name in `language`.
    static func name(of city: City, in language: AppLanguage) -> String {
        guard language == .japanese, let listed = CityCatalog.city(id: city.id) else { return city.name }
        return listed.japaneseName
    }
}
