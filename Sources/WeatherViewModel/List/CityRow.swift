import AppSupport
import WeatherModel

/// The texts of one city's row, made once per fetch: the name (in Japanese the bundled list's
/// Japanese name), the weather group in the screen's language, the temperature and the
/// description. The server's strings stay as they came: draw them only through TerminalUI, which
/// sanitises them when it draws or measures them. A value; safe to share between threads.
public struct CityRow: Sendable, Hashable {
    /// The city's name in the screen's language.
    public let name: String
    /// The weather group in the screen's language ("Clouds", 曇り).
    public let weather: String
    /// The temperature with its unit ("-3 °C"), or "" when the answer has none.
    public let temperature: String
    /// The server's description, or "" when it only repeats the weather group.
    public let weatherDescription: String

    /// The row for `city` in `language`. The description is left out when it only repeats the
    /// weather group, as sent or as shown ("Clear" / "clear", 霧 / 霧).
    public init(city: City, language: AppLanguage) {
        name = CityDisplayName.name(of: city, in: language)
        weather = WeatherGroupName.name(of: city.weather, in: language)
        temperature = city.temperature?.roundedText ?? ""
        let description = city.weatherDescription ?? ""
        let repeatsGroup = [city.weather, weather].contains { description.caseInsensitiveCompare($0) == .orderedSame }
        weatherDescription = repeatsGroup ? "" : description
    }
}
