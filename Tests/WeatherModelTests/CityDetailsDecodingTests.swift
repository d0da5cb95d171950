import Foundation
import Testing
import TestSupport
import WeatherModel
import WeatherTestSupport

@Suite("Reading a city's details")
struct CityDetailsDecodingTests {
    /// The cities of `entries`, read by a fetcher asking in `units`.
    static func cities(_ entries: [[String: Any]], units: UnitSystem = .metric) async throws -> [City] {
        let fetcher = WeatherFetcher(networking: StubNetworking(always: .success(WeatherFixtures.group(entries))), units: units)
        return try #require(await outcome(of: fetcher.fetch())?.single).cities
    }

    @Test("reads feels like, min/max, humidity, pressure, wind with gusts, cloudiness, visibility, sunrise, sunset, time zone, time and country")
    func everyField() async throws {
        let montreal = try #require(try await Self.cities(WeatherFixtures.entries).first)
        #expect(montreal.details == WeatherDetails(
            feelsLike: Temperature(value: -3.4 - 1, units: .metric),
            minimumTemperature: Temperature(value: -3.4 - 1.2, units: .metric), maximumTemperature: Temperature(value: -3.4 + 1.5, units: .metric),
            humidity: 60, pressure: 1_013,
            wind: Wind(speed: Speed(value: 3.1, units: .metric), direction: 200, gust: Speed(value: 6.2, units: .metric)),
            cloudiness: 75, visibility: 10_000,
            sunrise: Date(timeIntervalSince1970: 1_699_996_380), sunset: Date(timeIntervalSince1970: 1_700_033_700),
            utcOffset: 32_400, measuredAt: Date(timeIntervalSince1970: 1_700_000_000), country: "XX"))
    }

    @Test("reads temperatures and wind speeds in the unit system asked for")
    func imperial() async throws {
        let montreal = try #require(try await Self.cities(WeatherFixtures.entries, units: .imperial).first)
        #expect(montreal.details.feelsLike?.units == .imperial && montreal.details.maximumTemperature?.units == .imperial)
        #expect(montreal.details.wind?.speed.units == .imperial && montreal.details.wind?.gust?.units == .imperial)
    }

    @Test("knows nothing more of a city whose answer gives nothing more")
    func bareEntry() async throws {
        let bare: [String: Any] = ["id": 6_077_243, "name": "Montreal", "weather": [["main": "Clear"]]]
        let city = try #require(try await Self.cities([bare]).first)
        #expect(city.details == WeatherDetails())
        #expect(city.temperature == nil && city.weatherDescription == nil)
    }

    @Test("leaves out each figure that is of the wrong type or cannot be right, and keeps the others")
    func implausible() async throws {
        var entry = WeatherFixtures.entries[0]
        entry["main"] = ["temp": 5, "feels_like": "chilly", "temp_min": 1e9, "temp_max": 7, "humidity": 140, "pressure": 12]
        entry["wind"] = ["speed": 4, "deg": 400, "gust": -2]
        entry["clouds"] = ["all": -1]
        entry["visibility"] = "far"
        entry["sys"] = ["country": "  ", "sunrise": 0, "sunset": "late", "timezone": 90_000]
        entry["dt"] = -5
        let details = try #require(try await Self.cities([entry]).first).details
        #expect(details == WeatherDetails(maximumTemperature: Temperature(value: 7, units: .metric), wind: Wind(speed: Speed(value: 4, units: .metric))))
    }

    @Test("has no wind without a speed, and a wind without gusts or direction when the answer gives none")
    func windParts() async throws {
        var calm = WeatherFixtures.entries[0]
        calm["wind"] = ["deg": 90, "gust": 3]
        var steady = WeatherFixtures.entries[1]
        steady["wind"] = ["speed": 2.5]
        let cities = try await Self.cities([calm, steady])
        #expect(cities[0].details.wind == nil)
        #expect(cities[1].details.wind == Wind(speed: Speed(value: 2.5, units: .metric)))
    }

    @Test("rounds percentages and visibility given with decimals")
    func numbers() async throws {
        var entry = WeatherFixtures.entries[0]
        entry["main"] = ["humidity": 59.6]
        entry["visibility"] = 9_999.7
        let details = try #require(try await Self.cities([entry]).first).details
        #expect(details.humidity == 60 && details.visibility == 10_000)
    }

    @Test("reads the offset from UTC at the top, as single-city answers have it, or in sys, as group answers do")
    func offsetPlaces() async throws {
        var top = WeatherFixtures.entries[0]
        top["sys"] = ["country": "CA"]
        top["timezone"] = -12_600
        let inSystem = WeatherFixtures.entries[1]
        let cities = try await Self.cities([top, inSystem])
        #expect(cities.map(\.details.utcOffset) == [-12_600, 32_400])
    }
}
