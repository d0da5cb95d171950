import AppSupport
import Foundation

/// The message of Weather Now's status line, in English or Japanese, clock times in the list's
/// time zone: the booked refresh, the last failure, how many cities are missing (which ones is
/// ``MissingCitiesText``'s) and when the weather shown was fetched, in that order, joined with " · " ("Refreshing at 00:31:35 ·
/// Updated 00:31:20"). A value; pure.
struct WeatherStatusText: Sendable {
    let language: AppLanguage
    let timeZone: TimeZone

    /// The message for `content`.
    func message(for content: WeatherListContent) -> String {
        var parts: [String] = []
        if let booked = content.bookedRefresh { parts.append(refreshing(at: booked)) }
        if let failure = content.lastFailure { parts.append(failed(at: failure)) }
        if !content.cities.isEmpty, !content.missingCities.isEmpty {
            parts.append(coverage(shown: content.cities.count, of: content.cities.count + content.missingCities.count))
        }
        if let update = content.lastUpdate { parts.append(updated(at: update)) }
        return parts.joined(separator: " · ")
    }

    private func updated(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Updated \(time)", japanese: "\(time) 更新")
    }

    private func failed(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Update failed \(time)", japanese: "\(time) 更新失敗")
    }

    private func refreshing(at date: Date) -> String {
        let time = ClockTime.text(of: date, in: timeZone)
        return language.text(english: "Refreshing at \(time)", japanese: "\(time) に更新します")
    }

    private func coverage(shown: Int, of asked: Int) -> String {
        language.text(english: "\(shown) of \(asked) cities", japanese: "\(asked) 都市中 \(shown) 都市")
    }
}
