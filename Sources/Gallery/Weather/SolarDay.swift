import Foundation

/// When the sun rises and sets at a place on a given day, from its latitude and longitude alone:
/// the sun's declination for the day of the year and the hour angle at which it crosses the
/// horizon, around the solar noon of the place's longitude (the equation of time and refraction,
/// minutes each, are left out). Pure.
struct SolarDay: Sendable, Hashable {
    /// Seconds since 1970 of sunrise and sunset; nil in a polar day or night.
    let sunrise: Int?
    let sunset: Int?
    /// Whether the sun is up at the moment asked about.
    let isDaytime: Bool

    /// The solar day around `time` (seconds since 1970) at `latitude`, `longitude` (degrees).
    init(time: Int, latitude: Double, longitude: Double) {
        let solarSeconds = Self.solarSecondsIntoDay(time: time, longitude: longitude)
        let solarNoon = time - solarSeconds + 43_200
        let declination = -23.44 * cos(2 * .pi * (Self.dayOfYear(time) + 10) / 365.25)
        let cosineOfHourAngle = -tan(Self.radians(latitude)) * tan(Self.radians(declination))
        guard (-1...1).contains(cosineOfHourAngle) else {
            sunrise = nil
            sunset = nil
            isDaytime = cosineOfHourAngle < -1
            return
        }
        let halfDaySeconds = Int(acos(cosineOfHourAngle) / .pi * 43_200)
        sunrise = solarNoon - halfDaySeconds
        sunset = solarNoon + halfDaySeconds
        isDaytime = (solarNoon - halfDaySeconds..<solarNoon + halfDaySeconds).contains(time)
    }

    /// Seconds since the solar midnight of `longitude`.
    static func solarSecondsIntoDay(time: Int, longitude: Double) -> Int {
        ((time + Int(longitude * 240)) % 86_400 + 86_400) % 86_400
    }

    /// Days since the start of the year (0 on 1 January), close enough for the sun's path.
    static func dayOfYear(_ time: Int) -> Double {
        (Double(time) / 86_400).truncatingRemainder(dividingBy: 365.2425)
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * .pi / 180
    }
}
