import Foundation
import Testing
import TestSupport

/// The mouse and job control in a real terminal, in English and Japanese.
extension WeatherEndToEndTests {
    static let languages = ["en_US.UTF-8", "ja_JP.UTF-8"]

    /// The first, third and fourth cities of the default list as the list names them in `language`.
    static func cityNames(in language: String) -> (first: String, third: String, fourth: String) {
        language.hasPrefix("ja") ? ("モントリオール", "ロサンゼルス", "ソウル") : ("Montreal", "Los Angeles", "Seoul")
    }

    /// Whether the line of `screen` (captured with escapes) that names `city` is drawn in
    /// reverse video — the selected row.
    static func isSelected(_ city: String, in screen: String) -> Bool {
        screen.components(separatedBy: "\n").first { $0.contains(" \(city) ") }.map { $0.contains("[7m") || $0.contains(";7m") } ?? false
    }

    @Test("selects a city with a click and scrolls the list with the wheel", arguments: languages)
    func mouse(language: String) async throws {
        let names = Self.cityNames(in: language)
        let weather = try WeatherRun(environment: ["LANG": language], height: 8)
        try await weather.waitForScreen("the first cities with their weather") { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.count >= 8 && lines[1].hasPrefix(" \(names.first) ") && (lines[1].contains("°C"))
        }
        #expect(try weather.run.session.reportsMouse())
        try weather.run.session.click(x: 5, y: 3)
        try await weather.waitForScreen("the third city selected") { _ in
            (try? weather.run.session.capture(escapes: true)).map { Self.isSelected(names.third, in: $0) && !Self.isSelected(names.first, in: $0) } ?? false
        }
        try weather.run.session.turnWheel(1, x: 5, y: 3)
        try await weather.waitForScreen("three cities scrolled, the selection on the first city in view") { screen in
            screen.components(separatedBy: "\n")[1].hasPrefix(" \(names.fourth) ")
                && ((try? weather.run.session.capture(escapes: true)).map { Self.isSelected(names.fourth, in: $0) } ?? false)
        }
    }

    @Test("gives the terminal back on Ctrl-Z and stops; fg brings the list back whole", arguments: languages)
    func suspend(language: String) async throws {
        let weather = try WeatherRun(environment: ["LANG": language], jobControl: true)
        try await weather.waitForList()
        try weather.run.session.send(["C-z"])
        try await weather.run.expectSuspended()
        try weather.run.continueInForeground()
        let back = try await weather.waitForList("the twelve cities again")
        #expect(!back.contains("Stopped"))
        #expect(try weather.run.session.isOnAlternateScreen())
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
    }
}
