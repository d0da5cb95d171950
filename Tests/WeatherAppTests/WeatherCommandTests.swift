import AppLaunch
import ArgumentParser
import Foundation
import Testing
import WeatherModel
@testable import weather

@Suite("WeatherCommand")
struct WeatherCommandTests {
    @Test("takes --server, --units, --lang and --log-file")
    func options() throws {
        let command = try WeatherCommand.parse(["--server", "http://127.0.0.1:8080", "--units", "imperial", "--lang", "ja", "--log-file", "/tmp/w.log"])
        #expect(command.common.serverURL == URL(string: "http://127.0.0.1:8080"))
        #expect(command.units.units == .imperial)
        #expect(command.common.language(environment: [:]) == .japanese)
        #expect(command.common.logFile == "/tmp/w.log")
    }

    @Test("uses metric units by default")
    func defaults() throws {
        #expect(try WeatherCommand.parse([]).units.units == .metric)
    }

    @Test("refuses units other than metric and imperial, naming the option")
    func badUnits() {
        #expect {
            _ = try WeatherCommand.parse(["--units", "kelvin"])
        } throws: { error in
            WeatherCommand.message(for: error).contains("--units")
        }
    }

    @Test("prints the apps' version for --version and explains the keys and sources in --help")
    func versionAndHelp() {
        #expect(WeatherCommand.configuration.version == AppVersion.current)
        let help = WeatherCommand.helpMessage()
        #expect(help.contains("OPENWEATHERMAP_API_KEY") && help.contains("--units") && help.contains("r refreshes") && help.contains("--server"))
    }
}
