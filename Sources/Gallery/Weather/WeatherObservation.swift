/// The simulated weather of one city at one moment, in SI units (temperatures in kelvin).
struct WeatherObservation: Sendable, Hashable {
    let city: WeatherCity
    let condition: WeatherCondition
    let isDaytime: Bool
    let temperature: Double
    let feelsLike: Double
    let minimum: Double
    let maximum: Double
    /// hPa.
    let pressure: Int
    /// Percent.
    let humidity: Int
    /// m/s.
    let windSpeed: Double
    let windDegrees: Int
    /// Percent.
    let cloudiness: Int
    /// Metres.
    let visibility: Int
    /// Seconds since 1970: the observation, sunrise and sunset.
    let time: Int
    let sunrise: Int
    let sunset: Int
}
