import AppSupport
import WeatherModel

/// The texts of one city's row, made once per fetch: the name (``CityDisplayName``), the weather
/// group in the screen's language, the temperature and the description. The server's strings
/// stay as they came; TerminalUI sanitises them when it draws or measures them. A value.
struct CityRow: Equatable {
    let name: String
    let weather: String
    let temperature: String
    let weatherDescription: String

    /// The row for `city` in `language`. The description is left out when it only repeats the
    /// weather group, as sent or as shown ("Clear" / "clear", 霧 / 霧).
    init(city: City, language: AppLanguage) {
        name = CityDisplayName.name(of: city, in: language)
        weather = WeatherGroupName.name(of: city.weather, in: language)
        temperature = city.temperature?.roundedText ?? ""
        let description = city.weatherDescription ?? ""
        let repeatsGroup = [city.weather, weather].contains { description.caseInsensitiveCompare($0) == .orderedSame }
        weatherDescription = repeatsGroup ? "" : description
    }
}
