import AppSupport
import Foundation
import WeatherViewModel

/// What the status line should say in English for a ``WeatherListModel``: the booked refresh, the
/// last failure, the cities missing and the update time, joined by " · ". Pure.
struct ExpectedStatusText {
    let timeZone: TimeZone
    let cityCount: Int

    func text(for model: WeatherListModel) -> String {
        var parts: [String] = []
        if let booking = model.booking { parts.append("Refreshing at \(clock(booking))") }
        if let failure = model.lastFailure { parts.append("Update failed \(clock(failure))") }
        if !model.cities.isEmpty, model.missingCount > 0 { parts.append("\(model.cities.count) of \(cityCount) cities") }
        if let update = model.lastUpdate { parts.append("Updated \(clock(update))") }
        return parts.joined(separator: " · ")
    }

    private func clock(_ date: Date) -> String {
        ClockTime.text(of: date, in: timeZone)
    }
}
