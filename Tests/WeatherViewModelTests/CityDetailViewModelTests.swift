import AppSupport
import Foundation
import Testing
import WeatherModel
@testable import WeatherViewModel

@Suite("CityDetailViewModel")
struct CityDetailViewModelTests {
    /// 2023-11-14 22:13:20 UTC: 07:13 the next morning in Tokyo.
    static let measured = Date(timeIntervalSince1970: 1_700_000_000)

    /// Tokyo with every figure, in `units` (the numbers as OpenWeatherMap would give them).
    static func tokyo(_ units: UnitSystem = .metric, country: String? = "JP", utcOffset: Int? = 32_400) -> City {
        let imperial = units == .imperial
        let temperature = { (celsius: Double) in Temperature(value: imperial ? celsius * 9 / 5 + 32 : celsius, units: units) }
        let speed = { (metresPerSecond: Double) in Speed(value: imperial ? metresPerSecond * 2.236_94 : metresPerSecond, units: units) }
        return City(
            id: 1_850_147, name: "Tokyo", weather: "Clouds", temperature: temperature(9.6), weatherDescription: "broken clouds",
            details: WeatherDetails(
                feelsLike: temperature(7.2), minimumTemperature: temperature(8.4), maximumTemperature: temperature(11.1),
                humidity: 81, pressure: 1_013.4, wind: Wind(speed: speed(3.1), direction: 200, gust: speed(6.2)), cloudiness: 75,
                visibility: 10_000, sunrise: measured.addingTimeInterval(-3_620), sunset: measured.addingTimeInterval(33_700),
                utcOffset: utcOffset, measuredAt: measured, country: country))
    }

    static func fields(_ model: CityDetailViewModel) -> [String] {
        model.fields.map { "\($0.label): \($0.value)" }
    }

    @Suite("in English")
    struct English {
        @Test("shows every figure of the answer, in metric units, the times on the city's clock")
        func metric() {
            let model = CityDetailViewModel(city: tokyo(), units: .metric, language: .english)
            #expect(model.title == "Tokyo (JP)" && model.weather == "Clouds" && model.weatherDescription == "broken clouds")
            #expect(fields(model) == [
                "Temperature: 10 °C", "Feels like: 7 °C", "Min / max: 8 °C / 11 °C", "Humidity: 81%", "Pressure: 1013 hPa",
                "Wind: 3.1 m/s from SSW (200°), gusts 6.2 m/s", "Cloudiness: 75%", "Visibility: 10 km",
                "Sunrise: 06:13 local time (UTC+9)", "Sunset: 16:35 local time (UTC+9)", "Measured: 07:13 local time (UTC+9)",
            ])
        }

        @Test("shows imperial figures in °F, mph, inches of mercury and miles")
        func imperial() {
            let model = CityDetailViewModel(city: tokyo(.imperial), units: .imperial, language: .english)
            #expect(fields(model).prefix(8) == [
                "Temperature: 49 °F", "Feels like: 45 °F", "Min / max: 47 °F / 52 °F", "Humidity: 81%", "Pressure: 29.93 inHg",
                "Wind: 6.9 mph from SSW (200°), gusts 13.9 mph", "Cloudiness: 75%", "Visibility: 6.2 mi",
            ])
        }
    }

    @Suite("in Japanese")
    struct Japanese {
        @Test("shows the figures with Japanese names and wording, the city by its Japanese name")
        func metric() {
            let model = CityDetailViewModel(city: tokyo(), units: .metric, language: .japanese)
            #expect(model.title == "東京 (JP)" && model.weather == "曇り" && model.weatherDescription == "broken clouds")
            #expect(fields(model) == [
                "気温: 10 °C", "体感温度: 7 °C", "最低 / 最高: 8 °C / 11 °C", "湿度: 81%", "気圧: 1013 hPa",
                "風: 南南西の風 3.1 m/s（200°）、突風 6.2 m/s", "雲量: 75%", "視程: 10 km",
                "日の出: 06:13（現地時間、UTC+9）", "日の入り: 16:35（現地時間、UTC+9）", "観測時刻: 07:13（現地時間、UTC+9）",
            ])
        }

        @Test("shows imperial figures in Japanese too")
        func imperial() {
            let model = CityDetailViewModel(city: tokyo(.imperial), units: .imperial, language: .japanese)
            #expect(fields(model).contains("風: 南南西の風 6.9 mph（200°）、突風 13.9 mph"))
            #expect(fields(model).contains("気圧: 29.93 inHg") && fields(model).contains("視程: 6.2 mi"))
        }

        @Test("keeps the server's name for a city that is not on the bundled list")
        func unlistedCity() {
            let city = City(id: 2_950_158, name: "Berlin-Mitte", weather: "Rain")
            #expect(CityDetailViewModel(city: city, units: .metric, language: .japanese).title == "Berlin-Mitte")
        }
    }

    @Suite("with figures missing")
    struct Missing {
        @Test("shows only what the answer gave, without a country in the title when it has none")
        func onlyTemperature() {
            let city = City(id: 1_850_147, name: "Tokyo", weather: "Clear", temperature: Temperature(value: 9.6, units: .metric))
            let model = CityDetailViewModel(city: city, units: .metric, language: .english)
            #expect(model.title == "Tokyo" && model.weatherDescription == "")
            #expect(fields(model) == ["Temperature: 10 °C"])
        }

        @Test("shows nothing at all for a city with nothing but its weather group")
        func nothing() {
            let model = CityDetailViewModel(city: City(id: 1, name: "Nowhere", weather: "Clear"), units: .metric, language: .japanese)
            #expect(model.fields.isEmpty)
        }

        @Test("shows the lowest or the highest temperature alone when the answer gives only one")
        func halfRange() {
            let low = City(id: 1, name: "A", weather: "Clear", details: WeatherDetails(minimumTemperature: Temperature(value: 1, units: .metric)))
            let high = City(id: 1, name: "A", weather: "Clear", details: WeatherDetails(maximumTemperature: Temperature(value: 5, units: .metric)))
            #expect(fields(CityDetailViewModel(city: low, units: .metric, language: .english)) == ["Min: 1 °C"])
            #expect(fields(CityDetailViewModel(city: high, units: .metric, language: .japanese)) == ["最高: 5 °C"])
        }

        @Test("writes the wind without the direction or the gusts the answer leaves out", arguments: [
            (Wind(speed: Speed(value: 3.1, units: .metric), gust: Speed(value: 6.2, units: .metric)), AppLanguage.english, "3.1 m/s, gusts 6.2 m/s"),
            (Wind(speed: Speed(value: 3.1, units: .metric)), .english, "3.1 m/s"),
            (Wind(speed: Speed(value: 0, units: .metric), direction: 0), .english, "0.0 m/s from N (0°)"),
            (Wind(speed: Speed(value: 3.1, units: .metric), gust: Speed(value: 6.2, units: .metric)), .japanese, "3.1 m/s、突風 6.2 m/s"),
            (Wind(speed: Speed(value: 4, units: .imperial), direction: 92.6), .japanese, "東の風 4.0 mph（93°）"),
        ])
        func wind(wind: Wind, language: AppLanguage, text: String) {
            let city = City(id: 1, name: "A", weather: "Clear", details: WeatherDetails(wind: wind))
            #expect(CityDetailViewModel(city: city, units: wind.speed.units, language: language).fields.first?.value == text)
        }

        @Test("writes the times in UTC, and says so, when the answer gives no offset")
        func noOffset() {
            let english = CityDetailViewModel(city: tokyo(utcOffset: nil), units: .metric, language: .english)
            let japanese = CityDetailViewModel(city: tokyo(utcOffset: nil), units: .metric, language: .japanese)
            #expect(fields(english).suffix(3) == ["Sunrise: 21:13 UTC", "Sunset: 07:35 UTC", "Measured: 22:13 UTC"])
            #expect(fields(japanese).suffix(3) == ["日の出: 21:13（UTC）", "日の入り: 07:35（UTC）", "観測時刻: 22:13（UTC）"])
        }

        @Test("never shows the word nil, whatever is missing")
        func noNil() {
            var details = WeatherDetails(wind: Wind(speed: Speed(value: 1, units: .metric)), sunrise: measured)
            details.country = nil
            let city = City(id: 1, name: "A", weather: "Clear", details: details)
            for language in AppLanguage.allCases {
                let model = CityDetailViewModel(city: city, units: .metric, language: language)
                #expect(!(fields(model) + [model.title, model.weatherDescription]).contains { $0.contains("nil") || $0.contains("Optional") })
            }
        }
    }

    @Suite("CityClock")
    struct Clock {
        @Test("labels the offset as people write it", arguments: [
            (32_400, "UTC+9"), (-12_600, "UTC-3:30"), (20_700, "UTC+5:45"), (0, "UTC+0"), (-28_800, "UTC-8"), (50_400, "UTC+14"),
        ])
        func offsetLabel(offset: Int, label: String) {
            #expect(CityClock(utcOffset: offset).offsetLabel == label)
        }

        @Test("writes a moment on the city's clock, across midnight either way", arguments: [
            (32_400, "07:13"), (-28_800, "14:13"), (20_700, "03:58"), (-12_600, "18:43"), (0, "22:13"), (-43_200, "10:13"),
        ])
        func time(offset: Int, text: String) {
            #expect(CityClock(utcOffset: offset).time(of: measured) == text)
        }

        @Test("drops the seconds instead of rounding to the next minute")
        func seconds() {
            #expect(CityClock(utcOffset: 0).time(of: Date(timeIntervalSince1970: 59.9)) == "00:00")
            #expect(CityClock(utcOffset: 0).time(of: Date(timeIntervalSince1970: -1)) == "23:59")
        }
    }

    @Suite("CompassPoint")
    struct Compass {
        @Test("names the nearest of the sixteen points", arguments: [
            (0.0, "N", "北"), (11.2, "N", "北"), (11.3, "NNE", "北北東"), (45, "NE", "北東"), (200, "SSW", "南南西"),
            (225, "SW", "南西"), (348.8, "N", "北"), (359, "N", "北"), (360, "N", "北"), (-22.5, "NNW", "北北西"), (270, "W", "西"),
        ])
        func names(degrees: Double, english: String, japanese: String) {
            #expect(CompassPoint(degrees: degrees).name(in: .english) == english)
            #expect(CompassPoint(degrees: degrees).name(in: .japanese) == japanese)
        }
    }

    @Suite("MeasurementText")
    struct Measurements {
        @Test("writes visibility in metres, kilometres or miles", arguments: [
            (800, UnitSystem.metric, "800 m"), (3_500, .metric, "3.5 km"), (10_000, .metric, "10 km"), (0, .metric, "0 m"),
            (10_000, .imperial, "6.2 mi"), (800, .imperial, "0.5 mi"), (1_609, .imperial, "1 mi"),
        ])
        func visibility(metres: Int, units: UnitSystem, text: String) {
            #expect(MeasurementText.visibility(metres, units: units) == text)
        }

        @Test("writes pressure in hPa or inches of mercury")
        func pressure() {
            #expect(MeasurementText.pressure(1_013.4, units: .metric) == "1013 hPa")
            #expect(MeasurementText.pressure(1_013.4, units: .imperial) == "29.93 inHg")
        }
    }
}
