import AppSupport
import Foundation
import WeatherModel

/// What a city's detail screen shows, worked out once from the city as the list fetched it (no
/// request of its own): the title, the weather group and description, and one field per figure
/// the answer gave — temperature, feels like, min/max, humidity, pressure, wind, cloudiness,
/// visibility, sunrise, sunset and when it was measured, in that order. Figures the answer left
/// out have no field. Units are those of the unit system the figures were asked in; the city's
/// clock times are its own (``CityClock``). Texts in English or Japanese, our own words.
///
/// A value; pure, safe to share between threads. The strings from the server (the name, the
/// description, the country) are as they came: draw them only through TerminalUI, which
/// sanitises them.
public struct CityDetailViewModel: Sendable, Hashable {
    /// The screen's title: the city's name and country, "London (GB)".
    public let title: String
    /// The weather group in the screen's language ("Drizzle", 霧雨).
    public let weather: String
    /// The server's description, or "" when it only repeats the group.
    public let weatherDescription: String
    /// The figures, in the order shown.
    public let fields: [CityDetailField]

    /// The detail of `city`, whose figures were asked for in `units`, in `language`.
    public init(city: City, units: UnitSystem, language: AppLanguage) {
        let row = CityRow(city: city, language: language)
        let details = city.details
        title = details.country.map { "\(row.name) (\($0))" } ?? row.name
        weather = row.weather
        weatherDescription = row.weatherDescription
        let clock = CityClock(utcOffset: details.utcOffset)
        let text = { (english: String, japanese: String) in language.text(english: english, japanese: japanese) }
        var fields: [CityDetailField] = []
        func add(_ label: String, _ value: String?) {
            if let value { fields.append(CityDetailField(label: label, value: value)) }
        }
        add(text("Temperature", "気温"), city.temperature?.roundedText)
        add(text("Feels like", "体感温度"), details.feelsLike?.roundedText)
        if let range = Self.range(minimum: details.minimumTemperature, maximum: details.maximumTemperature, language: language) {
            add(range.label, range.value)
        }
        add(text("Humidity", "湿度"), details.humidity.map { "\($0)%" })
        add(text("Pressure", "気圧"), details.pressure.map { MeasurementText.pressure($0, units: units) })
        add(text("Wind", "風"), details.wind.map { Self.wind($0, language: language) })
        add(text("Cloudiness", "雲量"), details.cloudiness.map { "\($0)%" })
        add(text("Visibility", "視程"), details.visibility.map { MeasurementText.visibility($0, units: units) })
        add(text("Sunrise", "日の出"), details.sunrise.map { clock.labelledTime(of: $0, in: language) })
        add(text("Sunset", "日の入り"), details.sunset.map { clock.labelledTime(of: $0, in: language) })
        add(text("Measured", "観測時刻"), details.measuredAt.map { clock.labelledTime(of: $0, in: language) })
        self.fields = fields
    }

    /// The field of the lowest and highest temperatures: both, or the one given.
    private static func range(minimum: Temperature?, maximum: Temperature?, language: AppLanguage) -> CityDetailField? {
        switch (minimum, maximum) {
        case let (minimum?, maximum?):
            CityDetailField(label: language.text(english: "Min / max", japanese: "最低 / 最高"), value: "\(minimum.roundedText) / \(maximum.roundedText)")
        case let (minimum?, nil):
            CityDetailField(label: language.text(english: "Min", japanese: "最低"), value: minimum.roundedText)
        case let (nil, maximum?):
            CityDetailField(label: language.text(english: "Max", japanese: "最高"), value: maximum.roundedText)
        case (nil, nil):
            nil
        }
    }

    /// "3.1 m/s from SSW (200°), gusts 6.0 m/s"; "南南西の風 3.1 m/s（200°）、突風 6.0 m/s".
    private static func wind(_ wind: Wind, language: AppLanguage) -> String {
        let speed = MeasurementText.speed(wind.speed)
        let gust = wind.gust.map(MeasurementText.speed)
        switch language {
        case .english:
            let direction = wind.direction.map { " from \(CompassPoint(degrees: $0).name(in: language)) (\(Int($0.rounded()))°)" } ?? ""
            return speed + direction + (gust.map { ", gusts \($0)" } ?? "")
        case .japanese:
            let direction = wind.direction.map { "\(CompassPoint(degrees: $0).name(in: language))の風 " } ?? ""
            let degrees = wind.direction.map { "（\(Int($0.rounded()))°）" } ?? ""
            return direction + speed + degrees + (gust.map { "、突風 \($0)" } ?? "")
        }
    }
}
