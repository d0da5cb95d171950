import Foundation
import Testing
import TestSupport
import WeatherTestSupport

/// Drives the built `weather` in tmux through the shared harness; `swift build --build-tests`
/// builds it. Servers are the tests' own Gallery, or the one the app starts inside itself.
@Suite("weather in a real terminal (tmux)", .serialized, .tmux)
struct WeatherEndToEndTests {
    @Test("shows the twelve cities with their weather from the offline server it starts itself")
    func offlineByDefault() async throws {
        let weather = try WeatherRun()
        let screen = try await weather.waitForList()
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[0].contains("Weather Now") && lines[0].contains("offline demo gallery"))
        #expect(lines.filter { $0.contains("°C") }.count == 12)
        #expect(lines.last { !$0.isEmpty }?.contains("r refresh") == true)
        #expect(try weather.run.session.isOnAlternateScreen())
    }

    @Test("fetches again on r: the update time moves on")
    func refreshKey() async throws {
        try await TestWeatherServer.with { server in
            let weather = try WeatherRun(["--server", server.baseURL.absoluteString])
            let first = try #require(WeatherRun.updateTime(in: try await weather.waitForList()))
            try await weather.press(["r"], "a newer update time", timeout: .seconds(30)) { screen in
                WeatherRun.showsList(screen) && WeatherRun.updateTime(in: screen).map { $0 != first } == true
            }
        }
    }

    @Test("shows an alert when the server stops, keeps the list, and goes on running")
    func serverStops() async throws {
        let server = try await TestWeatherServer.start()
        let weather = try WeatherRun(["--server", server.baseURL.absoluteString])
        try await weather.waitForList()
        await server.stop()
        // The button, the alert's last line, under its title and message.
        let alert = try await weather.press(["r"], "the alert", timeout: .seconds(30)) { $0.contains("The weather server cannot be reached") && $0.contains("[ OK ]") }
        #expect(alert.contains("Nothing answers at the weather server's address"), "\(alert)")
        #expect(alert.contains(" Montreal "), "the list stays under the alert")
        try await weather.press(["Enter"], "the list again, the failure on the status line") { screen in
            !screen.contains("cannot be reached") && WeatherRun.showsList(screen) && screen.contains("Update failed")
        }
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
    }

    @Test("says at once when nothing answers at the server's address, without ever showing the key")
    func unreachableServer() async throws {
        let key = "e2e-secret-key-1234"
        let log = FileManager.default.temporaryDirectory.appending(path: "weather-e2e-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let weather = try WeatherRun(["--server", "http://127.0.0.1:9", "--log-file", log.path], environment: ["OPENWEATHERMAP_API_KEY": key])
        // The whole alert, its message included, down to the button.
        let alert = try await weather.waitForScreen("the alert") { $0.contains("The weather server cannot be reached") && $0.contains("[ OK ]") }
        #expect(!alert.contains(key))
        try await weather.press(["Escape"], "the alert dismissed, the empty list's message") {
            !$0.contains("cannot be reached") && $0.contains("No weather to show yet")
        }
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
        let logged = try String(contentsOf: log, encoding: .utf8)
        #expect(logged.contains("APPID=[redacted]") && !logged.contains(key), "\(logged)")
    }

    @Test("tries again at once on r when nothing answered at the server's address, as the empty list says")
    func retryAtOnceWhenUnreachable() async throws {
        let closed = try ClosedPort()
        let weather = try WeatherRun(["--server", closed.baseURL.absoluteString])
        try await weather.waitForScreen("the first alert") { $0.contains("The weather server cannot be reached") }
        try await weather.press(["Escape"], "the alert gone, the empty list's message") {
            !$0.contains("cannot be reached") && $0.contains("Press r to try again")
        }
        let screen = try await weather.press(["r"], "the alert again, or a booked refresh") {
            $0.contains("The weather server cannot be reached") || $0.contains("Refreshing at")
        }
        #expect(!screen.contains("Refreshing at") && screen.contains("The weather server cannot be reached"), "\(screen)")
    }

    @Test("speaks Japanese with LANG=ja_JP.UTF-8, the cities by their Japanese names, in the units asked for")
    func japanese() async throws {
        let screen = try await TestWeatherServer.with { server in
            let weather = try WeatherRun(["--server", server.baseURL.absoluteString, "--units", "imperial"], environment: ["LANG": "ja_JP.UTF-8"])
            // The update time ends the status line, which each frame draws last ("更新" alone is also a key hint).
            return try await weather.waitForScreen("the list in Japanese") {
                $0.contains("いまの天気") && WeatherRun.showsList($0, names: WeatherRun.japaneseCityNames) && $0.range(of: #"\d\d:\d\d:\d\d 更新"#, options: .regularExpression) != nil
            }
        }
        #expect(screen.contains("r 更新") && screen.contains("q 終了") && screen.contains("°F"))
        // Every row in Japanese, the names and the server's descriptions too: no Latin letter.
        for city in WeatherRun.japaneseCityNames {
            let row = try #require(screen.components(separatedBy: "\n").first { $0.hasPrefix(" \(city) ") })
            #expect(!row.dropFirst(city.count + 1).replacingOccurrences(of: "°F", with: "").contains { $0.isLetter && $0.isASCII }, "\(row)")
        }
        let groups = ["晴れ", "曇り", "雨", "霧雨", "雷雨", "雪", "もや"]
        #expect(screen.components(separatedBy: "\n").filter { line in groups.contains { line.contains($0) } }.count == 12)
    }

    @Test("restores the terminal after q (status 0) or Ctrl-C (status 130)", arguments: [("q", 0), ("C-c", 130)])
    func quitRestores(key: String, status: Int) async throws {
        let weather = try WeatherRun()
        try await weather.waitForList()
        try weather.run.session.send([key])
        try await weather.expectRestored(exitStatus: status)
    }

    @Test("restores the terminal after SIGTERM, dying of the signal (status 143)")
    func sigtermRestores() async throws {
        let weather = try WeatherRun()
        try await weather.waitForList()
        #expect(kill(try weather.run.processID(), SIGTERM) == 0)
        try await weather.expectRestored(exitStatus: 128 + Int(SIGTERM))
    }
}
