import CityCatalog

/// The simulated weather of one city at one moment, in SI units (temperatures in kelvin).
struct WeatherObservation: Sendable, Hashable {
    let city: CatalogCity
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
    /// m/s; nil when the wind is steady (OpenWeatherMap leaves `wind.gust` out then).
    let windGust: Double?
    /// Percent.
    let cloudiness: Int
    /// Metres.
    let visibility: Int
    /// Seconds since 1970: the observation.
    let time: Int
    /// Seconds since 1970: the day's sunrise and sunset; nil in a polar day or night.
    let sunrise: Int?
    let sunset: Int?
    /// The city's offset from UTC at `time`, in seconds (summer time included).
    let utcOffset: Int
}
