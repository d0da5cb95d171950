import AppSupport
import CityCatalog
import Foundation
import Testing
import WeatherModel

@Suite("WeatherSettings")
struct WeatherSettingsTests {
    static func read(_ text: String) -> Result<WeatherSettings, WeatherSettingsError> {
        do throws(WeatherSettingsError) {
            return .success(try WeatherSettings(reading: Data(text.utf8)))
        } catch {
            return .failure(error)
        }
    }

    @Test("reads the cities as ids and as names in any script, in order, repeats dropped")
    func cities() throws {
        let text = """
            cities = [
              1850147,      # Tokyo
              "Paris", "Москва", 'とうきょう',
              "2643743", "São Paulo", "Sao Paulo",
              2950158,
            ]
            """
        #expect(try Self.read(text).get().cityIDs == [1_850_147, 2_988_507, 524_901, 2_643_743, 3_448_439, 2_950_158])
    }

    @Test("leaves the cities to the app when the file does not name them")
    func noCities() throws {
        #expect(try Self.read("").get().cityIDs == nil)
        #expect(try Self.read("# only a comment\n").get() == WeatherSettings())
    }

    @Test("writes what it reads back, with the cities' names in comments and a heading in English and Japanese")
    func roundTrip() throws {
        let ids = [1_850_147, 2_950_158, 524_901]
        let text = WeatherSettings.text(cityIDs: ids)
        #expect(try Self.read(text).get().cityIDs == ids)
        #expect(text.contains("  1850147,  # Tokyo 東京\n") && text.contains("  2950158,\n") && text.contains("  524901,  # Moscow モスクワ\n"))
        #expect(text.contains("--save-cities") && text.contains("都市の選択画面"))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("  ") || $0.hasPrefix("cities") || $0 == "]" })
    }

    @Test("says what is wrong with the settings, and on which line", arguments: [
        ("citys = [1]", WeatherSettingsError.unknownSetting(name: "citys", line: 1)),
        ("\ncities = 1850147", .citiesNotAList(line: 2)),
        ("cities = []", .noCities(line: 1)),
        ("cities = [\n1,\ntrue]", .notACity(line: 3)),
        ("cities = [[1]]", .notACity(line: 1)),
        ("cities = [\n  0,\n]", .invalidID(0, line: 2)),
        ("cities = [1,\n \"Tokio\"]", .unknownCity(name: "Tokio", line: 2, suggestions: ["Tokyo"])),
        ("cities = [\"Москв\"]", .unknownCity(name: "Москв", line: 1, suggestions: ["Москва"])),
        ("cities = [1]\ncities = [2]", .syntax(line: 2, column: 1, .repeated(name: "cities", firstLine: 1))),
    ])
    func problems(text: String, error: WeatherSettingsError) {
        #expect(Self.read(text) == .failure(error))
    }

    @Test("refuses text that is not UTF-8")
    func notText() {
        #expect(throws: WeatherSettingsError.notText) { try WeatherSettings(reading: Data([0x63, 0xFF, 0xFE])) }
    }

    @Test("describes every problem in English and Japanese, with its line")
    func descriptions() {
        let errors: [WeatherSettingsError] = [
            .unreadable(FileError(path: "/x", code: EACCES)), .notText, .syntax(line: 2, column: 3, .table), .unknownSetting(name: "citys", line: 1),
            .citiesNotAList(line: 1), .noCities(line: 1), .notACity(line: 1), .invalidID(0, line: 1),
            .unknownCity(name: "Tokio", line: 4, suggestions: ["Tokyo"]),
        ]
        for error in errors {
            let english = error.description(in: .english)
            let japanese = error.description(in: .japanese)
            #expect(!english.isEmpty && english != japanese && japanese.unicodeScalars.contains { $0.value >= 0x3000 }, "\(error)")
        }
        #expect(WeatherSettingsError.unknownCity(name: "Tokio", line: 4, suggestions: ["Tokyo"]).description(in: .english)
            == "line 4: “Tokio” is not on the bundled list of cities (did you mean Tokyo?); weather --list-cities shows the list")
        #expect(WeatherSettingsError.unreadable(FileError(path: "/x", code: EACCES)).description(in: .english) == "it cannot be read: permission denied")
    }
}
