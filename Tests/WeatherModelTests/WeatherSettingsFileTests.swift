import AppSupport
import Foundation
import Testing
import WeatherModel

@Suite("WeatherSettingsFile")
struct WeatherSettingsFileTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "weather-settings-\(UUID().uuidString)", directoryHint: .isDirectory)

    var file: WeatherSettingsFile { WeatherSettingsFile(environment: ["XDG_CONFIG_HOME": folder.path, "HOME": "/nonexistent"])! }

    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("lives in XDG_CONFIG_HOME's reactivemvvm-weather folder, or in ~/.config's; nowhere without either")
    func location() {
        defer { removeFolder() }
        #expect(file.location == folder.path + "/reactivemvvm-weather/weather.toml")
        #expect(WeatherSettingsFile(environment: ["HOME": "/home/me"])?.location == "/home/me/.config/reactivemvvm-weather/weather.toml")
        #expect(WeatherSettingsFile(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/me"])?.location == "/home/me/.config/reactivemvvm-weather/weather.toml")
        #expect(WeatherSettingsFile(environment: [:]) == nil)
    }

    @Test("finds no file at first, then the cities saved, in their order")
    func saveAndLoad() throws {
        defer { removeFolder() }
        #expect(file.load() == .absent)
        try file.saveCities([2_643_743, 1_850_147])
        #expect(file.load() == .settings(WeatherSettings(cityIDs: [2_643_743, 1_850_147])))
        try file.saveCities([524_901])
        #expect(file.load() == .settings(WeatherSettings(cityIDs: [524_901])))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path) == ["weather.toml"])
    }

    @Test("says why a file cannot be used: a folder in its place, a file too large, settings that are wrong")
    func unusable() throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        #expect(file.load() == .unusable(.unreadable(FileError(path: file.location, code: EISDIR))))
        try FileManager.default.removeItem(at: file.url)
        try Data(repeating: 0x20, count: WeatherSettings.maximumSize + 1).write(to: file.url)
        #expect(file.load() == .unusable(.unreadable(FileError(path: file.location, code: EFBIG))))
        try Data("cities = [\"Atlantis\"]\n".utf8).write(to: file.url)
        #expect(file.load() == .unusable(.unknownCity(name: "Atlantis", line: 1, suggestions: ["Atlanta"])))
    }

    @Test("says why the cities cannot be saved, leaving no file half written")
    func saveFails() throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: folder.appending(path: "reactivemvvm-weather"))
        #expect(throws: FileError(path: file.location, code: ENOTDIR)) { try file.saveCities([1]) }
    }
}
