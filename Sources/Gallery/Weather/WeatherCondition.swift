/// One of OpenWeatherMap's weather conditions: its code, group name, description and icon.
struct WeatherCondition: Sendable, Hashable {
    let code: Int
    /// The group, as in `weather[0].main` ("Clear", "Rain", …).
    let main: String
    let description: String
    /// The icon name without its day/night letter.
    let icon: String

    static let clear = WeatherCondition(code: 800, main: "Clear", description: "clear sky", icon: "01")
    static let fewClouds = WeatherCondition(code: 801, main: "Clouds", description: "few clouds", icon: "02")
    static let brokenClouds = WeatherCondition(code: 803, main: "Clouds", description: "broken clouds", icon: "04")
    static let mist = WeatherCondition(code: 701, main: "Mist", description: "mist", icon: "50")
    static let drizzle = WeatherCondition(code: 300, main: "Drizzle", description: "light intensity drizzle", icon: "09")
    static let rain = WeatherCondition(code: 500, main: "Rain", description: "light rain", icon: "10")
    static let thunderstorm = WeatherCondition(code: 200, main: "Thunderstorm", description: "thunderstorm with light rain", icon: "11")
    static let snow = WeatherCondition(code: 600, main: "Snow", description: "light snow", icon: "13")
}
