import AppLaunch
import AppRelease
import ArgumentParser
import CityCatalog
import Foundation
import Testing
import TestSupport
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

    @Test("names no cities without --cities, and those --cities names or numbers, in its order")
    func cities() throws {
        #expect(try WeatherCommand.parse([]).cityIDs() == nil)
        #expect(try WeatherCommand.parse(["--cities", "Tokyo,paris,2643743,東京"]).cityIDs() == [1_850_147, 2_988_507, 2_643_743])
    }

    @Test("takes --save-cities with --cities, and refuses it alone as a usage error")
    func saveCitiesOption() throws {
        #expect(try WeatherCommand.parse(["--cities", "Tokyo", "--save-cities"]).saveCities)
        #expect {
            _ = try WeatherCommand.parse(["--save-cities"])
        } throws: { error in
            WeatherCommand.message(for: error).contains("--save-cities saves the cities --cities names") && WeatherCommand.exitCode(for: error) == ExitCode(64)
        }
    }

    @Test("refuses a city that is not on the list as a usage error (status 64), suggesting the names closest to it")
    func unknownCity() {
        #expect {
            _ = try WeatherCommand.parse(["--cities", "Tokyo,Tokio"])
        } throws: { error in
            WeatherCommand.message(for: error).contains("“Tokio” (did you mean Tokyo?)") && WeatherCommand.exitCode(for: error) == ExitCode(64)
        }
        #expect(throws: (any Error).self) { try WeatherCommand.parse(["--cities", ","]) }
    }

    @Test("lists the bundled cities for --list-cities, one per line with id, country and both names")
    func listCities() throws {
        #expect(try WeatherCommand.parse(["--list-cities"]).listCities)
        let lines = CityListing.text.split(separator: "\n")
        #expect(lines.count == CityCatalog.cities.count + 1)
        #expect(lines.contains("1850147   JP       Tokyo (東京; トウキョウ)"))
        #expect(lines.contains("703448    UA       Kyiv (キーウ; Київ, Kiev, Киев)"))
        #expect(lines.contains("524901    RU       Moscow (モスクワ; Москва)"))
    }

    @Test("prints the apps' version for --version and explains the keys and sources in --help")
    func versionAndHelp() {
        #expect(WeatherCommand.configuration.version == AppVersion.current)
        let help = WeatherCommand.helpMessage()
        #expect(help.contains("OPENWEATHERMAP_API_KEY") && help.contains("--units") && help.contains("r refreshes") && help.contains("--server"))
        #expect(help.contains("--cities") && help.contains("--list-cities") && help.contains("Enter shows the city's details"))
    }

    @Test("describes each unit system once in --help, with the default")
    func unitsOnce() throws {
        let help = try CommandLineRun(product: "weather", arguments: ["--help"]).output
        #expect(!help.contains("values: metric, imperial"), "\(help)")
        #expect(help.components(separatedBy: "°F").count == 2 && help.components(separatedBy: "(default: metric)").count == 2, "\(help)")
    }

    @Test("writes --help in Japanese under --lang ja or a Japanese LANG", arguments: [
        (["--lang", "ja", "--help"], [String: String]()), (["--help"], ["LANG": "ja_JP.UTF-8"]),
    ])
    func japaneseHelp(arguments: [String], environment: [String: String]) throws {
        let result = try CommandLineRun(product: "weather", arguments: arguments, environment: environment.merging(["COLUMNS": "300"]) { $1 })
        #expect(result.status == 0)
        for word in ["概要:", "使い方: weather", "オプション:", "OPENWEATHERMAP_API_KEY", "単位", "メートル法", "ヤード・ポンド法", "（既定値: metric）", "--list-cities", "このヘルプを表示します。"] {
            #expect(result.output.contains(word), "\(word) in:\n\(result.output)")
        }
        for english in ["OVERVIEW", "USAGE", "OPTIONS", "Show help", "The cities to show"] {
            #expect(!result.output.contains(english), "\(english) in:\n\(result.output)")
        }
    }

    @Test("writes usage errors in Japanese under --lang ja, with the usage status", arguments: [
        (["--lang", "ja", "--cities", "東京・パリ"], "--cities: 同梱の都市一覧にない名前です: 「東京・パリ」"),
        (["--lang", "ja", "--units", "kelvin"], "'kelvin' は '--units <metric|imperial>' の値に使えません"),
        (["--units", "kelvin"], nil),
    ])
    func japaneseErrors(arguments: [String], message: String?) throws {
        let result = try CommandLineRun(product: "weather", arguments: arguments, environment: ["LANG": "ja_JP.UTF-8", "COLUMNS": "300"])
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.hasPrefix("エラー: ") && result.error.contains("使い方: weather"), "\(result.error)")
        if let message { #expect(result.error.contains(message), "\(result.error)") }
    }
}
