import AppSupport
import Foundation
import Testing
import WeatherModel
@testable import weather

@Suite("StartingCities")
struct StartingCitiesTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "weather-start-\(UUID().uuidString)", directoryHint: .isDirectory)

    var file: WeatherSettingsFile { WeatherSettingsFile(environment: ["XDG_CONFIG_HOME": folder.path])! }

    func removeFolder() {
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("starts with the twelve without --cities or a settings file, and with --cities' without saving them")
    func defaults() throws {
        defer { removeFolder() }
        #expect(try StartingCities.choose(chosen: nil, save: false, file: file, language: .english) == StartingCities(ids: WeatherNowCities.ids, notice: ""))
        #expect(try StartingCities.choose(chosen: nil, save: false, file: nil, language: .english).ids == WeatherNowCities.ids)
        #expect(try StartingCities.choose(chosen: [1_850_147], save: false, file: file, language: .english).ids == [1_850_147])
        #expect(file.load() == .absent)
    }

    @Test("saves --cities' with --save-cities, and starts with the file's next time")
    func savesAndRemembers() throws {
        defer { removeFolder() }
        #expect(try StartingCities.choose(chosen: [524_901, 1_850_147], save: true, file: file, language: .english).ids == [524_901, 1_850_147])
        #expect(try StartingCities.choose(chosen: nil, save: false, file: file, language: .english) == StartingCities(ids: [524_901, 1_850_147], notice: ""))
        #expect(try StartingCities.choose(chosen: [2_988_507], save: false, file: file, language: .english).ids == [2_988_507])
    }

    @Test("says why a bad file is not used, in English and Japanese, and starts with the twelve")
    func badFile() throws {
        defer { removeFolder() }
        try WholeFile.replaceContents(of: file.url, with: Data("cities = [1850147,\n".utf8))
        let english = try StartingCities.choose(chosen: nil, save: false, file: file, language: .english)
        #expect(english.ids == WeatherNowCities.ids)
        #expect(english.notice == "The settings file \(file.location) cannot be used, so the list shows the twelve cities: line 2, column 1: the list opened on line 1 is not closed with ]")
        let japanese = try StartingCities.choose(chosen: nil, save: false, file: file, language: .japanese)
        #expect(japanese.notice.hasPrefix("設定ファイル \(file.location) を使えないため、12 の都市を表示しています: "))
    }

    @Test("says why --save-cities cannot save, naming the path")
    func cannotSave() throws {
        defer { removeFolder() }
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        #expect(throws: StartingCities.SaveFailure(description: "cannot save the cities in \(file.location): it is a folder")) {
            try StartingCities.choose(chosen: [1_850_147], save: true, file: file, language: .english)
        }
        #expect(throws: StartingCities.SaveFailure.self) { try StartingCities.choose(chosen: [1_850_147], save: true, file: nil, language: .english) }
    }
}
