import Foundation
import TerminalUI
import WeatherModel
import WeatherTestSupport
import WeatherViewModel
@testable import WeatherView

/// Runs ``WeatherScreenStep``s against a Weather Now screen in an off-screen window
/// (``WeatherScreen``, wide enough for the longest status line) and after every step checks that
/// the screen shows what its view model says: the rows, the status line, the missing cities'
/// line, the spinner, "no weather yet", and exactly one failure alert, with the view model's
/// message, while the list is on screen and a failure is not dismissed — none on a city's detail
/// or the cities screen, which shows its own view model's rows and status. The view model's own decisions
/// are WeatherListStateMachineTests' business. Main actor only; one run per machine.
@MainActor
final class WeatherScreenMachine {
    private let screen = WeatherScreen(width: 130, height: 16)
    private var viewModel: WeatherTableViewModel { screen.list.viewModel }

    /// Runs `steps`; the first disagreement between the screen and its view model, with the step
    /// that caused it, or nil.
    func run(_ steps: [WeatherScreenStep]) -> String? {
        if let broken = brokenRule() { return "when the list first appeared: \(broken)" }
        for (index, step) in steps.enumerated() {
            switch step {
            case let .key(event): screen.window.send(.key(event))
            case let .wait(seconds): screen.wait(Double(seconds))
            case .deliver: screen.deliver()
            case let .server(answer): screen.answer(with: WeatherScreenStep.result(of: answer, at: screen.list.scheduler.currentDate))
            }
            if let broken = brokenRule() { return "at step \(index + 1) (\(step)): \(broken)" }
        }
        return nil
    }

    private func brokenRule() -> String? {
        let lines = screen.lines
        let failureAlerts = screen.window.presentedControllers.compactMap { $0 as? AlertController }.filter {
            $0.title == "The weather server cannot be reached"
        }
        guard screen.detail == nil else {
            return failureAlerts.isEmpty ? nil : "a failure alert is shown over a city's detail"
        }
        if let cities = screen.cities {
            return failureAlerts.isEmpty ? citiesScreenProblem(cities, lines) : "a failure alert is shown over the cities screen"
        }
        let message = viewModel.failureMessage.value
        if failureAlerts.map(\.message) != (message.map { [$0] } ?? []) {
            return "\(failureAlerts.count) failure alert(s) shown (\(failureAlerts.map(\.message))), the view model's failure is \(message ?? "nil")"
        }
        guard screen.window.presentedControllers.isEmpty else { return nil }
        let status = viewModel.statusText.value
        let statusLine = lines.last ?? ""
        if !statusLine.hasSuffix(status) { return "the status line reads “\(statusLine)”, the view model says “\(status)”" }
        let rows = viewModel.rows.value
        for (index, row) in rows.enumerated() where !lines[index + 1].hasPrefix(" \(row.name) ") {
            return "row \(index + 1) reads “\(lines[index + 1])”, the view model's is \(row.name)"
        }
        let drawnRows = lines.dropFirst().filter { $0.contains(" °C") }.count
        if drawnRows != rows.count { return "\(drawnRows) rows drawn, the view model has \(rows.count)" }
        let text = lines.joined(separator: "\n")
        if text.contains("Fetching the weather…") != viewModel.isFetching.value {
            return "the spinner is \(text.contains("Fetching the weather…") ? "shown" : "hidden"), fetching: \(viewModel.isFetching.value)"
        }
        let missing = viewModel.missingCitiesText.value
        if !missing.isEmpty, !text.contains(String(missing.prefix(60))) {
            return "the missing cities' line does not show “\(missing)”"
        }
        if missing.isEmpty, text.contains("Not in the server's answer") {
            return "the missing cities' line is shown, though none is missing"
        }
        if text.contains("No weather to show yet") != viewModel.showsNoWeather.value {
            return "“no weather yet” is \(text.contains("No weather to show yet") ? "shown" : "hidden"), the view model says \(viewModel.showsNoWeather.value)"
        }
        return nil
    }

    /// What the cities screen draws that its view model does not say: its rows (✓ for a chosen
    /// city) under the field, its status at the end of the last line.
    private func citiesScreenProblem(_ cities: CityChoiceViewController, _ lines: [String]) -> String? {
        guard screen.window.presentedControllers.isEmpty else { return nil }
        let model = cities.viewModel
        if let status = lines.last, !status.hasSuffix(model.statusText.value) {
            return "the cities screen's status line reads “\(status)”, its view model says “\(model.statusText.value)”"
        }
        for (index, row) in model.rows.value.prefix(lines.count - 5).enumerated() {
            let expected = (row.isChosen ? " ✓ " : "   ") + row.name
            if !lines[index + 2].hasPrefix(expected) { return "cities row \(index + 1) reads “\(lines[index + 2])”, its view model's is “\(expected)”" }
        }
        return nil
    }
}
