import AppSupport
import Foundation
import Testing
import TestSupport

/// Weather Now's city detail, `--cities` and `?` in tmux, with the offline Gallery the app
/// starts itself; `swift build --build-tests` builds `weather`.
@Suite("weather's details, --cities and keys in a real terminal (tmux)", .serialized, .tmux)
struct WeatherDetailEndToEndTests {
    static let englishFields = ["Temperature", "Feels like", "Min / max", "Humidity", "Pressure", "Wind", "Cloudiness", "Visibility", "Sunrise", "Sunset", "Measured"]
    static let japaneseFields = ["気温", "体感温度", "最低 / 最高", "湿度", "気圧", "風", "雲量", "視程", "日の出", "日の入り", "観測時刻"]

    /// Whether `screen` shows a line starting with each of `labels`, in that order.
    static func showsFields(_ labels: [String], in screen: String) -> Bool {
        let lines = screen.components(separatedBy: "\n")
        let found = labels.compactMap { label in lines.firstIndex { $0.hasPrefix(" \(label) ") } }
        return found.count == labels.count && found == found.sorted()
    }

    @Test("Enter opens the selected city's detail with its figures in its own time; Esc goes back to the list")
    func detailInEnglish() async throws {
        let weather = try WeatherRun()
        try await weather.waitForList()
        try weather.run.session.send(["Down"])
        // The list's "Updated" is the last thing the detail's frame blanks, at the status line's end.
        let detail = try await weather.press(["Enter"], "Moscow's detail") { Self.showsFields(Self.englishFields, in: $0) && !$0.contains("Updated") }
        let lines = detail.components(separatedBy: "\n")
        #expect(lines[0].contains("‹ Back") && lines[0].contains("Moscow (RU)"), "\(detail)")
        #expect(detail.contains(" m/s from ") && detail.contains(" hPa") && detail.contains(" km"), "\(detail)")
        #expect(lines.filter { $0.contains("local time (UTC+3)") }.count == 3, "sunrise, sunset and the measuring time in Moscow's time: \(detail)")
        #expect(detail.contains("Esc back") && detail.contains("? keys"))
        try await weather.press(["Escape"], "the list again") { WeatherRun.showsList($0) && !$0.contains("Feels like") }
    }

    @Test("shows the detail in Japanese and imperial units; Backspace goes back")
    func detailInJapanese() async throws {
        let weather = try WeatherRun(["--lang", "ja", "--units", "imperial"])
        try await weather.waitForList()
        let detail = try await weather.press(["Enter"], "Montreal's detail in Japanese") { Self.showsFields(Self.japaneseFields, in: $0) && !$0.contains("更新") }
        #expect(detail.components(separatedBy: "\n")[0].contains("モントリオール (CA)"), "\(detail)")
        #expect(detail.contains("°F") && detail.contains(" mph") && detail.contains(" inHg") && detail.contains(" mi"), "\(detail)")
        #expect(detail.range(of: #"（現地時間、UTC-[45]）"#, options: .regularExpression) != nil, "\(detail)")
        #expect(detail.contains("Esc 戻る"))
        try await weather.press(["BSpace"], "the list again") { WeatherRun.showsList($0, names: WeatherRun.japaneseCityNames) && !$0.contains("体感温度") }
    }

    /// Defect 4 of issue 23: `r` within 15 s of an update, Enter, Esc dropped the booked refresh.
    @Test("a refresh booked with r survives a city's detail: it comes at its time after Esc, or at once on Esc once due")
    func bookedRefreshAcrossDetail() async throws {
        let weather = try WeatherRun()
        var update = try #require(WeatherRun.updateTime(in: try await weather.waitForList()))
        for staysPastBooking in [false, true] {
            let booked = try await weather.press(["r"], "a refresh booked after the update at \(update)") { WeatherRun.bookedTime(in: $0) != nil }
            let bookedTime = try #require(WeatherRun.bookedTime(in: booked))
            try await weather.press(["Enter"], "a city's detail") { Self.showsFields(Self.englishFields, in: $0) }
            if staysPastBooking {
                let passed = try await poll(within: .seconds(20)) { Self.clock(hasPassed: bookedTime) ? true : nil }
                #expect(passed == true, "the clock passed \(bookedTime)")
            }
            let previous = update
            try await weather.press(["Escape"], "the list, refreshed after \(bookedTime)", timeout: .seconds(staysPastBooking ? 5 : 25)) { screen in
                WeatherRun.showsList(screen) && WeatherRun.bookedTime(in: screen) == nil && WeatherRun.updateTime(in: screen).map { $0 != previous } == true
            }
            // Read settled: the wait may have caught the update time with some digits rewritten.
            update = try #require(WeatherRun.updateTime(in: try await weather.run.session.settledScreen()))
            #expect(update >= bookedTime || bookedTime.hasPrefix("23:") && update.hasPrefix("00:"), "updated at \(update), booked for \(bookedTime)")
        }
    }

    /// Whether the local clock is past `time` ("HH:MM:SS", within the last hour).
    private static func clock(hasPassed time: String) -> Bool {
        let seconds = { (text: String) in text.split(separator: ":").compactMap { Int($0) }.reduce(0) { $0 * 60 + $1 } }
        let behind = (seconds(ClockTime.text(of: Date(), in: .current)) - seconds(time) + 86_400) % 86_400
        return (1...3_600).contains(behind)
    }

    @Test("shows the cities --cities names and numbers, in its order, repeats once")
    func chosenCities() async throws {
        let weather = try WeatherRun(["--cities", "Tokyo,paris, 2643743,SAO PAULO,london"])
        let names = ["Tokyo", "Paris", "London", "São Paulo", "Montreal"]
        let screen = try await weather.waitForScreen("four cities") { WeatherRun.rowNames(in: $0, names: names).count == 4 && $0.contains("Updated") }
        #expect(WeatherRun.rowNames(in: screen, names: names) == ["Tokyo", "Paris", "London", "São Paulo"], "\(screen)")
    }

    @Test("shows the cities --cities names in Japanese by their Japanese names")
    func chosenCitiesInJapanese() async throws {
        let weather = try WeatherRun(["--cities", "東京,大阪,1853909,ｼﾄﾞﾆｰ", "--lang", "ja"])
        let names = ["東京", "大阪", "シドニー"]
        let screen = try await weather.waitForScreen("three cities") { WeatherRun.rowNames(in: $0, names: names).count == 3 && $0.contains("更新") }
        #expect(WeatherRun.rowNames(in: screen, names: names) == names, "\(screen)")
    }

    @Test("refuses a city that is not on the list before drawing anything, with the names closest to it (status 64)")
    func unknownCity() async throws {
        let weather = try WeatherRun(["--cities", "Tokio,Paris"])
        let screen = try await weather.waitForScreen("the error") { $0.contains("EXIT=") }
        #expect(screen.contains("“Tokio” (did you mean Tokyo?)") && screen.contains("--list-cities"), "\(screen)")
        try await weather.expectRestored(exitStatus: 64)
    }

    @Test("? lists the keys of the list and of the detail, in English and Japanese", arguments: ["en", "ja"])
    func keys(language: String) async throws {
        let english = language == "en"
        let weather = try WeatherRun(["--lang", language])
        try await weather.waitForList()
        try await weather.press(["?"], "the list's keys") {
            $0.contains(english ? "Enter        the city's details" : "Enter        都市の詳細") && $0.contains(english ? "wheel" : "ホイール")
        }
        try await weather.press(["Escape"], "the keys closed") { !$0.contains(english ? "the city's details" : "都市の詳細") }
        try await weather.press(["Enter"], "the detail") { Self.showsFields(english ? Self.englishFields : Self.japaneseFields, in: $0) }
        try await weather.press(["?"], "the detail's keys") { $0.contains(english ? "Backspace    back to the list" : "Backspace    一覧に戻る") && $0.contains("Ctrl-Z") }
        let detail = try await weather.press(["Escape"], "the keys closed, the detail still there") {
            !$0.contains("Backspace") && Self.showsFields(english ? Self.englishFields : Self.japaneseFields, in: $0)
        }
        #expect(!detail.contains("Updated") && !detail.contains("更新"))
        try weather.run.session.send(["q"])
        try await weather.expectRestored(exitStatus: 0)
    }
}
