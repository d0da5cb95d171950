import AppSupport
import Foundation

/// Clock times written in a city's own time, from the offset from UTC that the weather answer
/// gives (`timezone`), labelled with that offset ("06:28 local time (UTC+9)"); in UTC, said so,
/// when the answer gives none. Pure.
struct CityClock {
    /// Seconds ahead of UTC; nil when unknown.
    let utcOffset: Int?

    /// `date` on the city's 24-hour clock, "HH:MM" (seconds dropped).
    func time(of date: Date) -> String {
        let localMinutes = Int(((date.timeIntervalSince1970 + Double(utcOffset ?? 0)) / 60).rounded(.down))
        let minutes = (localMinutes % 1_440 + 1_440) % 1_440
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The offset as people write it: "UTC+9", "UTC-3:30", "UTC+5:45", "UTC+0".
    var offsetLabel: String {
        let offset = utcOffset ?? 0
        let minutes = abs(offset) / 60
        let hours = "UTC\(offset < 0 ? "-" : "+")\(minutes / 60)"
        return minutes % 60 == 0 ? hours : hours + String(format: ":%02d", minutes % 60)
    }

    /// `date` on the city's clock with what clock it is: "06:28 local time (UTC+9)", or
    /// "21:28 UTC" without an offset; in Japanese "06:28（現地時間、UTC+9）", "21:28（UTC）".
    func labelledTime(of date: Date, in language: AppLanguage) -> String {
        let time = time(of: date)
        guard utcOffset != nil else { return language.text(english: "\(time) UTC", japanese: "\(time)（UTC）") }
        return language.text(english: "\(time) local time (\(offsetLabel))", japanese: "\(time)（現地時間、\(offsetLabel)）")
    }
}
