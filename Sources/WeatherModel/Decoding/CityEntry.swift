import Foundation

/// One city as OpenWeatherMap's current-weather answer describes it — an element of a group
/// answer's `list`, or a single-city answer — read leniently: a field that is missing or of the
/// wrong type is nil instead of failing the whole answer, so that one bad entry costs only
/// itself. `city(units:)` decides whether the entry is usable.
struct CityEntry: Decodable {
    /// The warmest or coldest a temperature may be and still be believed, in any unit.
    static let plausibleTemperatures = -1_000.0...1_000.0

    let id: Int?
    let name: String?
    let weather: String?
    let weatherDescription: String?
    let temperature: Double?

    private enum Key: String, CodingKey { case id, name, weather, main }
    private enum ConditionKey: String, CodingKey { case main, description }
    private enum MeasurementKey: String, CodingKey { case temp }

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
        temperature = try? measurements?.decode(Double.self, forKey: .temp)
    }

    /// The city, when the entry has an id, a name and a weather group (`weather[0].main`) that
    /// are not blank; the temperature only when it is a plausible number, the description only
    /// when it is not blank.
    func city(units: TemperatureUnits) -> City? {
        guard let id, let name = Self.nonBlank(name), let weather = Self.nonBlank(weather) else { return nil }
        let temperature = temperature.flatMap { Self.plausibleTemperatures.contains($0) ? Temperature(value: $0, units: units) : nil }
        return City(id: id, name: name, weather: weather, temperature: temperature, weatherDescription: Self.nonBlank(weatherDescription))
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
