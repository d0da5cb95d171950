import Foundation

/// Everything OpenWeatherMap's current-weather answer says about a city beyond its weather
/// group, description and temperature — what the detail screen shows. Each field is nil when
/// the answer leaves it out or gives something that cannot be right (a humidity of 140 %, a
/// sunrise before 1970), so that the screen shows only what it knows. A value; safe to share
/// between threads.
public struct WeatherDetails: Sendable, Hashable {
    /// What the temperature feels like (`main.feels_like`).
    public var feelsLike: Temperature?
    /// The lowest temperature measured in the city's area at the moment (`main.temp_min`).
    public var minimumTemperature: Temperature?
    /// The highest temperature measured in the city's area at the moment (`main.temp_max`).
    public var maximumTemperature: Temperature?
    /// Relative humidity, percent (`main.humidity`).
    public var humidity: Int?
    /// Atmospheric pressure at sea level, hPa (`main.pressure`; hPa in every unit system).
    public var pressure: Double?
    /// The wind (`wind`).
    public var wind: Wind?
    /// How much of the sky clouds cover, percent (`clouds.all`).
    public var cloudiness: Int?
    /// How far one can see, metres (`visibility`; OpenWeatherMap stops at 10 km).
    public var visibility: Int?
    /// Today's sunrise (`sys.sunrise`).
    public var sunrise: Date?
    /// Today's sunset (`sys.sunset`).
    public var sunset: Date?
    /// The city's offset from UTC, in seconds (`timezone` in a single-city answer,
    /// `sys.timezone` in a group answer's entries), for writing its own clock times.
    public var utcOffset: Int?
    /// When the weather was measured (`dt`).
    public var measuredAt: Date?
    /// The ISO 3166 country code (`sys.country`).
    public var country: String?

    /// Details with the fields given; the others unknown.
    public init(
        feelsLike: Temperature? = nil, minimumTemperature: Temperature? = nil, maximumTemperature: Temperature? = nil,
        humidity: Int? = nil, pressure: Double? = nil, wind: Wind? = nil, cloudiness: Int? = nil, visibility: Int? = nil,
        sunrise: Date? = nil, sunset: Date? = nil, utcOffset: Int? = nil, measuredAt: Date? = nil, country: String? = nil
    ) {
        self.feelsLike = feelsLike
        self.minimumTemperature = minimumTemperature
        self.maximumTemperature = maximumTemperature
        self.humidity = humidity
        self.pressure = pressure
        self.wind = wind
        self.cloudiness = cloudiness
        self.visibility = visibility
        self.sunrise = sunrise
        self.sunset = sunset
        self.utcOffset = utcOffset
        self.measuredAt = measuredAt
        self.country = country
    }
}
