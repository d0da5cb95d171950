import AppSupport
import CityCatalog
import Foundation
import WeatherModel
import WeatherViewModel

/// What the list should say in English for a ``WeatherListModel``: the status line (the booked
/// refresh, the last failure, the cities missing and the update time, joined by " · ") and the
/// line naming the missing cities. Pure.
struct ExpectedListText {
    let timeZone: TimeZone

    func status(for model: WeatherListModel) -> String {
        var parts: [String] = []
        if let booking = model.booking { parts.append("Refreshing at \(clock(booking))") }
        if let failure = model.lastFailure { parts.append("Update failed \(clock(failure))") }
        if !model.cities.isEmpty, !model.missing.isEmpty { parts.append("\(model.cities.count) of \(model.cities.count + model.missing.count) cities") }
        if let update = model.lastUpdate { parts.append("Updated \(clock(update))") }
        return parts.joined(separator: " · ")
    }

    /// "Not in the server's answer: Montreal, 1 · Unknown city ids: 6077243 (Montreal), 2".
    func missingCities(for model: WeatherListModel) -> String {
        let notInAnswer = model.missing.filter { $0.reason == .notInAnswer }.map { CityCatalog.city(id: $0.id)?.name ?? "\($0.id)" }
        let unknown = model.missing.filter { $0.reason == .unknownID }.map { city in
            CityCatalog.city(id: city.id).map { "\(city.id) (\($0.name))" } ?? "\(city.id)"
        }
        return [
            notInAnswer.isEmpty ? nil : "Not in the server's answer: " + notInAnswer.joined(separator: ", "),
            unknown.isEmpty ? nil : "Unknown city ids: " + unknown.joined(separator: ", "),
        ].compactMap { $0 }.joined(separator: " · ")
    }

    private func clock(_ date: Date) -> String {
        ClockTime.text(of: date, in: timeZone)
    }
}
