import TerminalUI
import WeatherViewModel

/// The widths, in display columns, of the columns the rows line up in: the widest name, weather
/// group, temperature and description of the list (each capped but the temperature, so that one
/// long string does not push the others off screen). A value.
struct CityRowColumns: Equatable {
    /// The widest a name column gets.
    static let maximumNameWidth = 24
    /// The widest a weather group column gets.
    static let maximumWeatherWidth = 16
    /// The widest a description column gets.
    static let maximumDescriptionWidth = 32

    var name = 0
    var weather = 0
    var temperature = 0
    var weatherDescription = 0

    /// No columns (an empty list).
    init() {}

    /// The columns fitting every row of `rows`.
    init(_ rows: [CityRow]) {
        for row in rows {
            name = max(name, min(Self.width(of: row.name), Self.maximumNameWidth))
            weather = max(weather, min(Self.width(of: row.weather), Self.maximumWeatherWidth))
            temperature = max(temperature, Self.width(of: row.temperature))
            weatherDescription = max(weatherDescription, min(Self.width(of: row.weatherDescription), Self.maximumDescriptionWidth))
        }
    }

    /// The columns `text` takes once sanitised, as drawn.
    static func width(of text: String) -> Int {
        DisplayWidth.columns(of: TextSanitizer.sanitize(text))
    }
}
