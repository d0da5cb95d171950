import Foundation

/// Plausible weather that follows the seasons and the time of day and changes every hour,
/// computed from the city and the clock alone: the same moment always gives the same weather.
enum WeatherSimulator {
    static func observation(of city: WeatherCity, at date: Date) -> WeatherObservation {
        let time = Int(date.timeIntervalSince1970)
        let hour = time / 3_600
        let day = Double(time) / 86_400
        let localSeconds = ((time + city.utcOffset) % 86_400 + 86_400) % 86_400
        let localHour = Double(localSeconds) / 3_600
        var hourly = SeededRandom(seed: UInt64(city.id) &* 0x9E37_79B9 &+ UInt64(hour / 3))
        var daily = SeededRandom(seed: UInt64(city.id) &* 0x85EB_CA6B &+ UInt64(hour / 24))

        // The warmest day is late July in the north (day 200 of the year), late January in the south,
        // where `seasonalSwing` is negative.
        let season = cos((day.truncatingRemainder(dividingBy: 365.25) - 200) / 365.25 * 2 * .pi)
        let diurnal = -cos((localHour - 3) / 24 * 2 * .pi)
        let celsius = city.meanTemperature + city.seasonalSwing * season + 4 * diurnal + (daily.unit() - 0.5) * 6 + (hourly.unit() - 0.5)

        let roll = hourly.unit()
        let wet = roll < city.wetness
        let condition: WeatherCondition =
            if wet && celsius < 1 { .snow }
            else if wet { [.drizzle, .rain, .rain, .thunderstorm][Int(hourly.next() % 4)] }
            else if roll < city.wetness + 0.1 { .mist }
            else { [.clear, .clear, .fewClouds, .brokenClouds][Int(hourly.next() % 4)] }
        let cloudiness = condition == .clear ? 0 : condition == .fewClouds ? 20 : Int(60 + hourly.unit() * 40)
        let dayLength = 12 + 4 * (city.latitude / 60) * season
        let sunrise = time - localSeconds + Int((12 - dayLength / 2) * 3_600)
        let sunset = sunrise + Int(dayLength * 3_600)
        let kelvin = celsius + 273.15
        let wind = 1 + hourly.unit() * (wet ? 9 : 5)
        return WeatherObservation(
            city: city, condition: condition, isDaytime: (sunrise..<sunset).contains(time), temperature: kelvin,
            feelsLike: kelvin - wind * 0.4, minimum: kelvin - 1 - hourly.unit() * 2, maximum: kelvin + 1 + hourly.unit() * 2,
            pressure: Int(1_000 + daily.unit() * 30), humidity: Int(wet ? 80 + hourly.unit() * 20 : 35 + hourly.unit() * 40),
            windSpeed: wind, windDegrees: Int(hourly.next() % 360), cloudiness: cloudiness,
            visibility: condition == .mist ? 3_000 : 10_000, time: time, sunrise: sunrise, sunset: sunset)
    }
}
