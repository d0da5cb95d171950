import Foundation
import Testing
import TestSupport

/// Weather Now's chosen cities in tmux: remembered in the settings file (`--save-cities`, the
/// cities screen), names in any script, a bad settings file, and the missing cities named.
/// Each test has a settings folder of its own (`XDG_CONFIG_HOME`), shared by its runs.
@Suite("weather's cities — remembered, in any script, missing — in a real terminal (tmux)", .serialized, .tmux)
final class WeatherCitiesEndToEndTests {
    let config = FileManager.default.temporaryDirectory.appending(path: "weather-cities-e2e-\(UUID().uuidString)", directoryHint: .isDirectory)
    var settingsFile: URL { config.appending(path: "reactivemvvm-weather/weather.toml") }

    deinit {
        try? FileManager.default.removeItem(at: config)
    }

    func run(_ arguments: [String] = []) throws -> WeatherRun {
        try WeatherRun(arguments, environment: ["XDG_CONFIG_HOME": config.path])
    }

    /// Waits for the list showing exactly `names`, in order, and quits it.
    func expectList(_ weather: WeatherRun, _ names: [String], _ what: String) async throws {
        let screen = try await weather.waitForScreen(what) { WeatherRun.rowNames(in: $0, names: names).count == names.count && $0.contains("Updated") }
        #expect(WeatherRun.rowNames(in: screen, names: WeatherRun.cityNames + names) == names, "\(screen)")
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
    }

    @Test("--cities takes names in any script and, with --save-cities, the next launch shows them")
    func savedInAnyScript() async throws {
        let names = ["Tokyo", "Moscow", "Seoul", "Athens", "Zurich", "São Paulo"]
        try await expectList(try run(["--cities", "とうきょう,Москва,서울,Αθήνα,Zürich,Sao Paulo", "--save-cities"]), names, "the six cities")
        let text = try String(contentsOf: settingsFile, encoding: .utf8)
        #expect(text.contains("cities = [\n  1850147,  # Tokyo 東京\n  524901,  # Moscow モスクワ\n"), "\(text)")
        try await expectList(try run(), names, "the six cities saved")
    }

    @Test("c searches as one types in any script; Enter adds a city, which the list and the next launch show")
    func citiesScreen() async throws {
        let weather = try run(["--cities", "Tokyo"])
        try await weather.waitForScreen("Tokyo") { WeatherRun.rowNames(in: $0, names: ["Tokyo"]) == ["Tokyo"] && $0.contains("Updated") }
        try await weather.press(["c"], "the cities screen") { $0.contains("Cities") && $0.contains("✓ Tokyo") && $0.contains("1 city") }
        try weather.run.session.send(["-l", "Москв"])
        try await weather.waitForScreen("Moscow found by its Russian name") { $0.contains("Moscow") && $0.contains("Москва") }
        try await weather.press(["Enter"], "Moscow added") { $0.contains("✓ Moscow") && $0.contains("Added Moscow · 2 cities") }
        try await weather.press(["Escape"], "the list with Moscow") { WeatherRun.rowNames(in: $0, names: ["Tokyo", "Moscow"]) == ["Tokyo", "Moscow"] }
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
        try await expectList(try run(), ["Tokyo", "Moscow"], "the cities kept")
    }

    @Test("a double click on a row found adds the city, and typing goes on searching")
    func doubleClick() async throws {
        let weather = try run(["--cities", "Tokyo"])
        try await weather.waitForScreen("Tokyo") { WeatherRun.rowNames(in: $0, names: ["Tokyo"]) == ["Tokyo"] && $0.contains("Updated") }
        try await weather.press(["c"], "the cities screen") { $0.contains("✓ Tokyo") }
        try weather.run.session.send(["-l", "par"])
        try await weather.waitForScreen("Paris found") { $0.contains("   Paris ") }
        try weather.run.session.click(x: 5, y: 2, count: 2)
        try await weather.waitForScreen("Paris added") { $0.contains(" ✓ Paris ") && $0.contains("Added Paris · 2 cities") }
        try weather.run.session.send(["-l", "x"])
        try await weather.waitForScreen("the search going on in the field") { $0.contains("City: parx") && $0.contains("matches “parx”") }
    }

    @Test("the cities screen in Japanese finds a city by its kana reading and removes one; ? lists its keys")
    func citiesScreenInJapanese() async throws {
        let weather = try WeatherRun(["--cities", "Tokyo,Paris", "--lang", "ja"], environment: ["XDG_CONFIG_HOME": config.path])
        try await weather.waitForScreen("two cities") { WeatherRun.rowNames(in: $0, names: ["東京", "パリ"]).count == 2 && $0.contains("更新") }
        try await weather.press(["c"], "the cities screen") { $0.contains("都市の選択") && $0.contains("✓ 東京") }
        try await weather.press(["?"], "its keys") { $0.contains("都市を追加・削除") }
        try await weather.press(["Escape"], "the keys closed") { !$0.contains("都市を追加・削除") }
        try weather.run.session.send(["-l", "とうきょう"])
        try await weather.waitForScreen("Tokyo found by its reading") { $0.contains("✓ 東京") && !$0.contains("パリ") }
        try await weather.press(["Enter"], "Tokyo removed") { $0.contains("東京を外しました · 1 都市") }
        try await weather.press(["Escape"], "the list with Paris alone") { WeatherRun.rowNames(in: $0, names: ["東京", "パリ"]) == ["パリ"] && $0.contains("更新") }
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
    }

    @Test("a bad settings file gets a message on the list, which shows the twelve")
    func badFile() async throws {
        try FileManager.default.createDirectory(at: settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("cities = [\"Tokio\"]\n".utf8).write(to: settingsFile)
        let weather = try run()
        let screen = try await weather.waitForList()
        // The message wraps: read it as one line.
        let text = screen.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
        #expect(text.contains("cannot be used, so the list shows the twelve cities: line 1: “Tokio” is not on the bundled list"), "\(screen)")
    }

    @Test("names the cities the answer left out, under the list")
    func missingCities() async throws {
        let weather = try run(["--cities", "Tokyo,2950158"])
        let screen = try await weather.waitForScreen("Tokyo and the missing city") { $0.contains("1 of 2 cities") }
        #expect(screen.contains("2950158") && (screen.contains("Not in the server's answer") || screen.contains("Unknown city ids")), "\(screen)")
    }
}
