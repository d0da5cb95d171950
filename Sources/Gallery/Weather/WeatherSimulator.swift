import CityCatalog
import Foundation

/// Plausible weather for any city of the bundled list that follows its climate, the seasons
/// (the other way round south of the equator) and the time of day, and changes every few hours,
/// computed from the city and the clock alone: the same moment always gives the same weather.
enum WeatherSimulator {
    static func observation(of city: CatalogCity, at date: Date) -> WeatherObservation {
        let time = Int(date.timeIntervalSince1970)
        let hour = time / 3_600
        var hourly = SeededRandom(seed: UInt64(city.id) &* 0x9E37_79B9 &+ UInt64(hour / 3))
        var daily = SeededRandom(seed: UInt64(city.id) &* 0x85EB_CA6B &+ UInt64(hour / 24))
        let climate = city.climate
        let solarHour = Double(SolarDay.solarSecondsIntoDay(time: time, longitude: city.longitude)) / 3_600

        // The warmest day is late July in the north (day 200 of the year), late January in the south.
        let northernSeason = cos((SolarDay.dayOfYear(time) - 200) / 365.25 * 2 * .pi)
        let season = city.latitude < 0 ? -northernSeason : northernSeason
        let diurnal = -cos((solarHour - 3) / 24 * 2 * .pi)
        let celsius = climate.meanTemperature + climate.seasonalSwing * season + 4 * diurnal + (daily.unit() - 0.5) * 6 + (hourly.unit() - 0.5)

        let roll = hourly.unit()
        let wet = roll < climate.wetness
        let condition: WeatherCondition =
            if wet && celsius < 1 { .snow }
            else if wet { [.drizzle, .rain, .rain, .thunderstorm][Int(hourly.next() % 4)] }
            else if roll < climate.wetness + 0.1 { .mist }
            else { [.clear, .clear, .fewClouds, .brokenClouds][Int(hourly.next() % 4)] }
        let cloudiness = condition == .clear ? 0 : condition == .fewClouds ? 20 : Int(60 + hourly.unit() * 40)
        let humidity = Int(wet ? 80 + hourly.unit() * 20 : 35 + hourly.unit() * 40)
        let wind = 1 + hourly.unit() * (wet ? 9 : 5)
        let gustiness = hourly.unit()
        let sun = SolarDay(time: time, latitude: city.latitude, longitude: city.longitude)
        let kelvin = celsius + 273.15
        return WeatherObservation(
            city: city, condition: condition, isDaytime: sun.isDaytime, temperature: kelvin,
            feelsLike: kelvin + feltDifference(celsius: celsius, wind: wind, humidity: humidity),
            minimum: kelvin - 1 - hourly.unit() * 2, maximum: kelvin + 1 + hourly.unit() * 2,
            pressure: Int(1_000 + daily.unit() * 30), humidity: humidity,
            windSpeed: wind, windDegrees: Int(hourly.next() % 360),
            windGust: wind > 4 || gustiness < 0.3 ? wind * (1.3 + gustiness) : nil,
            cloudiness: cloudiness, visibility: visibility(condition), time: time,
            sunrise: sun.sunrise, sunset: sun.sunset, utcOffset: utcOffset(of: city, at: date))
    }

    /// How much colder (wind) or warmer (humid heat) it feels than it is, in degrees.
    private static func feltDifference(celsius: Double, wind: Double, humidity: Int) -> Double {
        if celsius < 10 { return -0.7 * wind }
        if celsius > 26 { return Double(max(0, humidity - 40)) * 0.08 }
        return -0.2 * wind
    }

    private static func visibility(_ condition: WeatherCondition) -> Int {
        switch condition {
        case .mist: 3_000
        case .snow: 5_000
        case .thunderstorm: 6_000
        case .rain: 8_000
        default: 10_000
        }
    }

    /// The city's offset from UTC at `date` from its time zone; from its longitude (whole hours)
    /// should the system not know the zone.
    private static func utcOffset(of city: CatalogCity, at date: Date) -> Int {
        TimeZone(identifier: city.timeZone)?.secondsFromGMT(for: date) ?? Int((city.longitude / 15).rounded()) * 3_600
    }
}
