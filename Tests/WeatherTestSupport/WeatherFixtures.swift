import Foundation
import WeatherModel

/// Answers in OpenWeatherMap's shape, for the tests.
public enum WeatherFixtures {
    /// The twelve cities with the weather the stub answers give them: names in the list's order,
    /// and a group, temperature and description each.
    public static let cities: [(id: Int, name: String, weather: String, temperature: Double, description: String)] = [
        (6_077_243, "Montreal", "Clouds", -3.4, "broken clouds"),
        (524_901, "Moscow", "Snow", -8.2, "light snow"),
        (5_368_361, "Los Angeles", "Clear", 21.6, "clear sky"),
        (1_835_848, "Seoul", "Clouds", 4.1, "few clouds"),
        (3_128_760, "Barcelona", "Clear", 15.3, "clear sky"),
        (4_180_439, "Atlanta", "Rain", 12.8, "light rain"),
        (2_147_714, "Sydney", "Clear", 24.9, "clear sky"),
        (264_371, "Athens", "Clouds", 13.5, "broken clouds"),
        (1_816_670, "Beijing", "Mist", 2.2, "mist"),
        (2_643_743, "London", "Drizzle", 9.7, "light intensity drizzle"),
        (3_451_190, "Rio de Janeiro", "Thunderstorm", 27.4, "thunderstorm with light rain"),
        (1_850_147, "Tokyo", "Clear", 8.6, "clear sky"),
    ]

    /// When the fixtures' weather was measured: 2023-11-14 22:13:20 UTC.
    public static let measuredAt = 1_700_000_000
    /// The fixtures' sunrise and sunset, the same for every city: 21:13 UTC that day and 07:35
    /// UTC the next, 06:13 and 16:35 in UTC+9.
    public static let sunrise = 1_699_996_380
    public static let sunset = 1_700_033_700
    /// The fixtures' offset from UTC, the same for every city: UTC+9.
    public static let utcOffset = 32_400

    /// One city's entry as OpenWeatherMap writes it in a group answer (with keys the app does
    /// not read too; the offset from UTC in `sys`): the temperature and description given,
    /// feels like one degree colder, 1.2 below and 1.5 above it the lowest and highest, 60 %
    /// humidity, 1013 hPa, a wind of 3.1 from 200° with gusts of 6.2, 75 % of clouds, 10 km of
    /// visibility, and the times above.
    public static func entry(id: Int, name: String, weather: String, temperature: Double, description: String) -> [String: Any] {
        [
            "coord": ["lon": 0.0, "lat": 0.0],
            "weather": [["id": 800, "main": weather, "description": description, "icon": "01d"]],
            "main": [
                "temp": temperature, "feels_like": temperature - 1, "temp_min": temperature - 1.2, "temp_max": temperature + 1.5,
                "pressure": 1_013, "humidity": 60, "sea_level": 1_013,
            ],
            "visibility": 10_000,
            "wind": ["speed": 3.1, "deg": 200, "gust": 6.2],
            "clouds": ["all": 75],
            "dt": measuredAt,
            "sys": ["country": "XX", "timezone": utcOffset, "sunrise": sunrise, "sunset": sunset],
            "id": id,
            "name": name,
        ]
    }

    /// The twelve cities' entries.
    public static var entries: [[String: Any]] {
        cities.map { entry(id: $0.id, name: $0.name, weather: $0.weather, temperature: $0.temperature, description: $0.description) }
    }

    /// A group answer with `entries` (anything JSON can hold, for broken entries).
    public static func group(_ entries: [Any]) -> Data {
        json(["cnt": entries.count, "list": entries])
    }

    /// The group answer for the twelve cities.
    public static var twelveCities: Data { group(entries) }

    /// A single-city answer for the city with `id` among the twelve (the offset from UTC at
    /// the top, as there).
    public static func single(id: Int) -> Data {
        single(entries.first { $0["id"] as? Int == id } ?? [:])
    }

    /// A single-city answer made of a group answer's `entry`.
    public static func single(_ entry: [String: Any]) -> Data {
        var entry = entry
        entry["cod"] = 200
        entry["timezone"] = utcOffset
        return json(entry)
    }

    /// `object` as JSON.
    public static func json(_ object: Any) -> Data {
        // Fixtures are literals that always serialise.
        try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
