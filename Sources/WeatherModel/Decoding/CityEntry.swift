import Foundation

/// One city as OpenWeatherMap's current-weather answer describes it — an element of a group
/// answer's `list`, or a single-city answer — read leniently: a field that is missing or of the
/// wrong type is nil instead of failing the whole answer, so that one bad entry costs only
/// itself. `city(units:)` decides whether the entry is usable and which figures to believe.
struct CityEntry: Decodable {
    /// The warmest or coldest a temperature may be and still be believed, in any unit.
    static let plausibleTemperatures = -1_000.0...1_000.0
    /// Sea-level pressures that can be believed, hPa (the records are about 870 and 1085).
    static let plausiblePressures = 300.0...1_200.0
    /// Wind speeds that can be believed, in m/s or mph.
    static let plausibleSpeeds = 0.0...500.0
    /// Seconds since 1970 that can be a time of this weather (up to the year 2100).
    static let plausibleTimes = 1.0...4_102_444_800.0
    /// Offsets from UTC that exist, in seconds (UTC−12 to UTC+14).
    static let plausibleOffsets = -43_200.0...50_400.0

    let id: Int?
    let name: String?
    let weather: String?
    let weatherDescription: String?
    let temperature: Double?
    let feelsLike: Double?
    let minimumTemperature: Double?
    let maximumTemperature: Double?
    let pressure: Double?
    let humidity: Double?
    let windSpeed: Double?
    let windDirection: Double?
    let windGust: Double?
    let cloudiness: Double?
    let visibility: Double?
    let measuredAt: Double?
    let sunrise: Double?
    let sunset: Double?
    let utcOffset: Double?
    let country: String?

    private enum Key: String, CodingKey { case id, name, weather, main, wind, clouds, visibility, dt, sys, timezone }
    private enum ConditionKey: String, CodingKey { case main, description }
    private enum MeasurementKey: String, CodingKey {
        case temp, pressure, humidity
        case feelsLike = "feels_like", minimum = "temp_min", maximum = "temp_max"
    }
    private enum WindKey: String, CodingKey { case speed, deg, gust }
    private enum CloudKey: String, CodingKey { case all }
    private enum SystemKey: String, CodingKey { case country, sunrise, sunset, timezone }

    /// Reads what it can; never throws.
    init(from decoder: any Decoder) {
        let entry = try? decoder.container(keyedBy: Key.self)
        id = try? entry?.decode(Int.self, forKey: .id)
        name = try? entry?.decode(String.self, forKey: .name)
        var conditions = try? entry?.nestedUnkeyedContainer(forKey: .weather)
        let condition = try? conditions?.nestedContainer(keyedBy: ConditionKey.self)
        weather = try? condition?.decode(String.self, forKey: .main)
        weatherDescription = try? condition?.decode(String.self, forKey: .description)
        let measurements = try? entry?.nestedContainer(keyedBy: MeasurementKey.self, forKey: .main)
        temperature = Self.number(measurements, .temp)
        feelsLike = Self.number(measurements, .feelsLike)
        minimumTemperature = Self.number(measurements, .minimum)
        maximumTemperature = Self.number(measurements, .maximum)
        pressure = Self.number(measurements, .pressure)
        humidity = Self.number(measurements, .humidity)
        let wind = try? entry?.nestedContainer(keyedBy: WindKey.self, forKey: .wind)
        windSpeed = Self.number(wind, .speed)
        windDirection = Self.number(wind, .deg)
        windGust = Self.number(wind, .gust)
        cloudiness = Self.number(try? entry?.nestedContainer(keyedBy: CloudKey.self, forKey: .clouds), .all)
        visibility = Self.number(entry, .visibility)
        measuredAt = Self.number(entry, .dt)
        let system = try? entry?.nestedContainer(keyedBy: SystemKey.self, forKey: .sys)
        // A single-city answer has `timezone` at the top, a group answer's entries in `sys`.
        utcOffset = Self.number(entry, .timezone) ?? Self.number(system, .timezone)
        sunrise = Self.number(system, .sunrise)
        sunset = Self.number(system, .sunset)
        country = try? system?.decode(String.self, forKey: .country)
    }

    /// The city, when the entry has an id, a name and a weather group (`weather[0].main`) that
    /// are not blank; each other figure only when it is a number that can be right, the texts
    /// only when they are not blank.
    func city(units: UnitSystem) -> City? {
        guard let id, let name = Self.nonBlank(name), let weather = Self.nonBlank(weather) else { return nil }
        return City(
            id: id, name: name, weather: weather, temperature: Self.temperature(temperature, units),
            weatherDescription: Self.nonBlank(weatherDescription), details: details(units: units))
    }

    private func details(units: UnitSystem) -> WeatherDetails {
        let speed = { (value: Double?) in Self.plausible(value, Self.plausibleSpeeds).map { Speed(value: $0, units: units) } }
        let time = { (value: Double?) in Self.plausible(value, Self.plausibleTimes).map { Date(timeIntervalSince1970: $0) } }
        return WeatherDetails(
            feelsLike: Self.temperature(feelsLike, units),
            minimumTemperature: Self.temperature(minimumTemperature, units),
            maximumTemperature: Self.temperature(maximumTemperature, units),
            humidity: Self.percent(humidity),
            pressure: Self.plausible(pressure, Self.plausiblePressures),
            wind: speed(windSpeed).map { Wind(speed: $0, direction: Self.plausible(windDirection, 0...360), gust: speed(windGust)) },
            cloudiness: Self.percent(cloudiness),
            visibility: Self.plausible(visibility, 0...1_000_000).map { Int($0.rounded()) },
            sunrise: time(sunrise), sunset: time(sunset),
            utcOffset: Self.plausible(utcOffset, Self.plausibleOffsets).map { Int($0.rounded()) },
            measuredAt: time(measuredAt),
            country: Self.nonBlank(country))
    }

    private static func number<Keys: CodingKey>(_ container: KeyedDecodingContainer<Keys>?, _ key: Keys) -> Double? {
        try? container?.decode(Double.self, forKey: key)
    }

    private static func plausible(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        value.flatMap { range.contains($0) ? $0 : nil }
    }

    private static func temperature(_ value: Double?, _ units: UnitSystem) -> Temperature? {
        plausible(value, plausibleTemperatures).map { Temperature(value: $0, units: units) }
    }

    private static func percent(_ value: Double?) -> Int? {
        plausible(value, 0...100).map { Int($0.rounded()) }
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
