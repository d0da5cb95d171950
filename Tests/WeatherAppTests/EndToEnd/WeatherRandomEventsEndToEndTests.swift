import Foundation
import Testing
import TestSupport

/// A random-event ("monkey") run of `weather` in tmux against its offline gallery: thousands of
/// keys, mouse events and resizes from a printed seed, then the app must still run, come back to
/// the list, select the last city with End, show the list whole, and quit with status 0 leaving
/// the terminal as it was. CI runs it against the release build (`MONKEY_PRODUCTS`); see
/// TestSupport's `RandomEventSettings` for the seed and the count.
@Suite(
    "weather under random events in a real terminal (tmux)",
    .tmux)
final class WeatherRandomEventsEndToEndTests {
    /// The window's size before the random events and for the checks after them.
    static let size = PaneSize(width: 120, height: 40)

    /// What the random events are drawn from: every key the list, the detail and the dialogs
    /// answer, the mouse and resizes — but never q, Ctrl-C or Ctrl-Z, which would end or stop the
    /// run, nor c: the cities screen's search field takes every letter, so random keys there
    /// would add and remove cities at random, and the end checks need the twelve (its keys are
    /// tested in `WeatherCitiesEndToEndTests`).
    static let mix = RandomEventMix([
        .keys(["Up", "Down"], weight: 14),
        .characters(["j", "k"], weight: 8),
        .keys(["PPage", "NPage", "Home", "End"], weight: 8),
        .characters(["g", "G"], weight: 3),
        .keys(["Enter"], weight: 8),
        .keys(["Escape"], weight: 6),
        .keys(["BSpace"], weight: 4),
        .keys(["Tab", "BTab", "Space", "Left", "Right"], weight: 4),
        .characters(["r"], weight: 3),
        .characters(["?"], weight: 3),
        // Keys the app does not answer must do nothing.
        .characters(["a", "f", "s", "o", "/", "1", "é", "東"], weight: 2),
        .keys(["C-l"], weight: 1),
        // A fast typist: a refresh, a city opened and left, in the same read.
        .bursts(of: ["r", "Enter", "Escape", "BSpace", "End", "Down", "?"], weight: 4),
        .paste(["Tokyo", "東京"], weight: 1),
        .clicks(weight: 9),
        .wheel(weight: 8),
        .resizes(weight: 1),
    ])

    /// The run's cache folder (the embedded Gallery's data).
    let cache = FileManager.default.temporaryDirectory.appending(path: "weather-random-events-\(UUID().uuidString)")
    /// The run's settings folder: no settings file, so the twelve cities, whatever the user keeps.
    let config = FileManager.default.temporaryDirectory.appending(path: "weather-random-events-config-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: cache)
        try? FileManager.default.removeItem(at: config)
    }

    @Test("survives random keys, mouse events and resizes; then End selects the last city, the list is whole, q exits 0 and restores the terminal")
    func randomEvents() async throws {
        let settings = try RandomEventSettings()
        print(settings.summary(for: "weather"))
        let run = try TerminalProgramRun(
            executable: settings.executable("weather"),
            environment: [
                "LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "OPENWEATHERMAP_API_KEY": "", "XDG_CACHE_HOME": cache.path, "XDG_CONFIG_HOME": config.path,
            ],
            width: Self.size.width, height: Self.size.height)
        let driver = RandomEventDriver(run: run, settings: settings, mix: Self.mix, size: Self.size)
        try await driver.reportingFailures {
            try await run.waitForScreen("the twelve cities") { WeatherRun.showsList($0) && $0.contains("Updated") }
            try await driver.play()
            print(driver.playingSummary(for: "weather"))
            try driver.send(.resize(Self.size))
            try await driver.pressEscape(until: Self.showsList, "the list with nothing over it")
            try await driver.send(.key("End"), until: { _ in
                (try? run.session.capture(escapes: true)).map { WeatherEndToEndTests.isSelected("Tokyo", in: $0) } ?? false
            }, "the last city selected")
            try await run.waitForScreen("the list whole") { Self.wholeListProblems(in: $0).isEmpty }
            // A city's description: nothing there changes by itself.
            try await run.expectRepainted(scribbleAt: 70, 5)
            try driver.send(.text("q"))
            try await run.expectRestored(exitStatus: 0)
        }
    }

    /// Whether `screen` is the list with nothing over it: its title, no "‹ Back", no dialog's
    /// corner, the twelve cities.
    static func showsList(_ screen: String) -> Bool {
        let lines = screenLines(screen)
        return lines.count == size.height && lines[0].contains("Weather Now") && !lines[0].contains("‹ Back")
            && !screen.contains(where: { "╭╮╰╯".contains($0) }) && WeatherRun.showsList(screen)
    }

    /// What keeps `screen` from being the whole list at 120×40: the title line with the source,
    /// the twelve cities in their order with their weather on lines 1 to 12, blank lines under
    /// them, the status line's hints and update time, no dialog's frame and no line of another
    /// screen. Empty when it is whole.
    static func wholeListProblems(in screen: String) -> [String] {
        let lines = screenLines(screen)
        guard lines.count == size.height else { return ["\(lines.count) lines instead of \(size.height)"] }
        var problems: [String] = []
        if !lines[0].contains("Weather Now") || !lines[0].contains("offline demo gallery") { problems.append("the title line reads \(lines[0].debugDescription)") }
        for (index, name) in WeatherRun.cityNames.enumerated() where !(lines[index + 1].hasPrefix(" \(name) ") && lines[index + 1].contains("°C")) {
            problems.append("line \(index + 1) reads \(lines[index + 1].debugDescription), not \(name) with its weather")
        }
        for index in 13..<size.height - 1 where !lines[index].allSatisfy(\.isWhitespace) {
            problems.append("line \(index) under the list reads \(lines[index].debugDescription)")
        }
        let status = lines[size.height - 1]
        if !status.hasPrefix("Enter open  r refresh  ? keys  q quit")
            || status.range(of: #"(Updated|Refreshing at) \d\d:\d\d:\d\d$"#, options: .regularExpression) == nil {
            problems.append("the status line reads \(status.debugDescription)")
        }
        if screen.contains(where: { "╭╮╰╯─".contains($0) }) { problems.append("a dialog's frame") }
        return problems
    }
}
