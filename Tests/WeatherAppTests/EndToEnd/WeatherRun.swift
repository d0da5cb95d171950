import CityCatalog
import Foundation
import TestSupport
import WeatherModel

/// One run of the built `weather` in tmux (TestSupport's `TerminalProgramRun`), with a cache
/// folder of its own (the embedded server's data goes there), a settings folder of its own
/// (`XDG_CONFIG_HOME`, unless the test gives one: the user's `weather.toml` is never read or
/// written) and no OpenWeatherMap key unless the test gives one. The folders are removed with
/// the run.
final class WeatherRun: Sendable {
    /// The names of the twelve cities, as the Gallery writes them.
    static let cityNames = [
        "Montreal", "Moscow", "Los Angeles", "Seoul", "Barcelona", "Atlanta",
        "Sydney", "Athens", "Beijing", "London", "Rio de Janeiro", "Tokyo",
    ]
    /// Their names in Japanese, as the list shows them with `--lang ja`.
    static let japaneseCityNames = WeatherNowCities.ids.compactMap { CityCatalog.city(id: $0)?.japaneseName }

    let run: TerminalProgramRun
    /// The folder given as `XDG_CACHE_HOME`.
    let cache: URL
    /// The folder given as `XDG_CONFIG_HOME` (unless the test gives another).
    let config: URL

    /// Starts `weather` with `arguments` in a terminal `height` lines tall (as a job of an
    /// interactive shell with `jobControl`); `environment` adds to (and overrides) the pinned
    /// variables: English, an empty key, the run's own cache and settings folders.
    init(_ arguments: [String] = [], environment: [String: String] = [:], height: Int = 40, jobControl: Bool = false) throws {
        cache = FileManager.default.temporaryDirectory.appending(path: "weather-e2e-cache-\(UUID().uuidString)", directoryHint: .isDirectory)
        config = FileManager.default.temporaryDirectory.appending(path: "weather-e2e-config-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let pinned = [
            "LANG": "en_US.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "OPENWEATHERMAP_API_KEY": "", "XDG_CACHE_HOME": cache.path, "XDG_CONFIG_HOME": config.path,
        ]
        do {
            run = try TerminalProgramRun(
                product: "weather", arguments: arguments, environment: pinned.merging(environment) { _, new in new }, height: height, jobControl: jobControl)
        } catch {
            try? FileManager.default.removeItem(at: cache)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: cache)
        try? FileManager.default.removeItem(at: config)
    }

    /// Waits for a screen satisfying `condition`.
    @discardableResult
    func waitForScreen(_ what: String, timeout: Duration = .seconds(20), until condition: @escaping @Sendable (String) -> Bool) async throws -> String {
        try await run.waitForScreen(what, timeout: timeout, until: condition)
    }

    /// Presses `keys` and waits for a screen satisfying `condition`.
    @discardableResult
    func press(_ keys: [String], _ what: String, timeout: Duration = .seconds(20), until condition: @escaping @Sendable (String) -> Bool) async throws -> String {
        try run.session.send(keys)
        return try await waitForScreen("after \(keys): \(what)", timeout: timeout, until: condition)
    }

    /// Waits for the list of the twelve cities with their weather, in English or Japanese.
    @discardableResult
    func waitForList(_ what: String = "the twelve cities") async throws -> String {
        try await waitForScreen(what) { screen in
            Self.showsList(screen) && screen.contains("Updated") || Self.showsList(screen, names: Self.japaneseCityNames) && screen.contains("更新")
        }
    }

    /// Whether `screen` shows every city of `names` on a row with a temperature.
    static func showsList(_ screen: String, names: [String] = cityNames) -> Bool {
        let rows = screen.components(separatedBy: "\n")
        return names.allSatisfy { name in rows.contains { $0.hasPrefix(" \(name) ") && ($0.contains("°C") || $0.contains("°F")) } }
    }

    /// The names at the start of the list's rows (those with a temperature), top to bottom.
    static func rowNames(in screen: String, names: [String]) -> [String] {
        screen.components(separatedBy: "\n").compactMap { row in names.first { row.hasPrefix(" \($0) ") && row.contains("°") } }
    }

    /// The time after "Updated" on the status line, if shown.
    static func updateTime(in screen: String) -> String? {
        guard let range = screen.range(of: #"Updated \d\d:\d\d:\d\d"#, options: .regularExpression) else { return nil }
        return String(screen[range].dropFirst("Updated ".count))
    }

    /// The time after "Refreshing at" on the status line — the refresh an early `r` booked — if
    /// shown.
    static func bookedTime(in screen: String) -> String? {
        guard let range = screen.range(of: #"Refreshing at \d\d:\d\d:\d\d"#, options: .regularExpression) else { return nil }
        return String(screen[range].dropFirst("Refreshing at ".count))
    }

    /// Waits for the program to end and checks the terminal is as it was (see
    /// `TerminalProgramRun.expectRestored(exitStatus:)`).
    func expectRestored(exitStatus: Int) async throws {
        try await run.expectRestored(exitStatus: exitStatus)
    }
}
