/// One city of the Weather Now list with its current weather — the seeds' `City(id, name,
/// weather)`, plus the temperature, OpenWeatherMap's short description and the rest of the
/// answer (``WeatherDetails``) when the server gives them. A value; safe to share between threads.
///
/// The strings are the server's, unchanged: they may hold anything (escape sequences included),
/// so draw them only through TerminalUI, which sanitises every string it draws.
public struct City: Sendable, Hashable, Identifiable {
    /// OpenWeatherMap's city id (`list[].id`).
    public let id: Int
    /// The city's name (`list[].name`).
    public let name: String
    /// The weather group, such as "Clouds" or "Rain" (`list[].weather[0].main`).
    public let weather: String
    /// The current temperature (`list[].main.temp`), when the answer has it.
    public let temperature: Temperature?
    /// A short description in the language asked for, such as "broken clouds"
    /// (`list[].weather[0].description`), when the answer has one.
    public let weatherDescription: String?
    /// The rest of the answer: feels like, humidity, wind, sunrise… (each when given).
    public let details: WeatherDetails

    /// A city with its weather.
    public init(
        id: Int, name: String, weather: String, temperature: Temperature? = nil, weatherDescription: String? = nil,
        details: WeatherDetails = WeatherDetails()
    ) {
        self.id = id
        self.name = name
        self.weather = weather
        self.temperature = temperature
        self.weatherDescription = weatherDescription
        self.details = details
    }
}
