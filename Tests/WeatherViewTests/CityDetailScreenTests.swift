import AppRelease
import AppSupport
import Foundation
import TerminalUI
import Testing
import WeatherModel
import WeatherTestSupport
import WeatherViewModel
@testable import WeatherView

@MainActor
@Suite("CityDetailViewController")
struct CityDetailScreenTests {
    /// A screen with the list delivered and the second city (Moscow) opened.
    static func moscow(language: AppLanguage = .english, width: Int = 80) throws -> WeatherScreen {
        let screen = WeatherScreen(language: language, width: width)
        screen.deliver()
        screen.press(.down)
        screen.press(.enter)
        _ = try #require(screen.detail)
        return screen
    }

    @MainActor
    @Suite("opening a city")
    struct Opening {
        @Test("Enter pushes the selected city's detail, with every figure of the list's answer, without asking again")
        func english() throws {
            let screen = try moscow()
            let lines = screen.lines
            #expect(lines[0].contains("Moscow (XX)") && lines[0].contains("‹ Back"))
            #expect(lines[2] == " Snow  light snow")
            #expect(Array(lines[4...14]) == [
                " Temperature  -8 °C",
                " Feels like   -9 °C",
                " Min / max    -9 °C / -7 °C",
                " Humidity     60%",
                " Pressure     1013 hPa",
                " Wind         3.1 m/s from SSW (200°), gusts 6.2 m/s",
                " Cloudiness   75%",
                " Visibility   10 km",
                " Sunrise      06:13 local time (UTC+9)",
                " Sunset       16:35 local time (UTC+9)",
                " Measured     07:13 local time (UTC+9)",
            ])
            #expect(screen.statusLine == "Esc back  ? keys  q quit")
            #expect(screen.requestCount == 1)
        }

        @Test("shows the detail in Japanese, the city by its Japanese name")
        func japanese() throws {
            let screen = try moscow(language: .japanese)
            let lines = screen.lines
            #expect(lines[0].contains("モスクワ (XX)"))
            #expect(lines[2] == " 雪  light snow")
            #expect(lines[5] == " 体感温度     -9 °C")
            #expect(lines[9] == " 風           南南西の風 3.1 m/s（200°）、突風 6.2 m/s")
            #expect(lines[12] == " 日の出       06:13（現地時間、UTC+9）")
            #expect(screen.statusLine == "Esc 戻る  ? キー  q 終了")
        }

        @Test("cuts values with … on a narrow terminal")
        func narrow() throws {
            let screen = try moscow(width: 40)
            #expect(screen.lines[9] == " Wind         3.1 m/s from SSW (200°),…")
        }

        @Test("does nothing on Enter before there is a list")
        func noList() {
            let screen = WeatherScreen()
            screen.press(.enter)
            #expect(screen.detail == nil)
        }
    }

    @MainActor
    @Suite("going back")
    struct GoingBack {
        @Test("Esc or Backspace goes back to the list without asking the server again", arguments: [Key.escape, .backspace])
        func back(key: Key) throws {
            let screen = try moscow()
            screen.press(key)
            #expect(screen.detail == nil)
            #expect(screen.lines[1].hasPrefix(" Montreal") && screen.lines[2].hasPrefix(" Moscow"))
            #expect(screen.requestCount == 1)
        }

        @Test("does not refresh by itself while the detail is shown, and fetches on coming back once the refresh came due")
        func dueOnReturn() throws {
            let screen = try moscow()
            screen.wait(3_600)
            #expect(screen.requestCount == 1)
            screen.press(.escape)
            #expect(screen.requestCount == 2)
        }

        @Test("coming back before the refresh is due, refreshes when it is")
        func bookedOnReturn() throws {
            let screen = try moscow()
            screen.wait(300)
            screen.press(.escape)
            screen.wait(299)
            #expect(screen.requestCount == 1)
            screen.wait(1)
            #expect(screen.requestCount == 2)
        }

        @Test("keeps a refresh booked with r before the detail opened, and runs it on coming back once due")
        func bookedRefreshOnReturn() {
            let screen = WeatherScreen()
            screen.deliver()
            screen.wait(5)
            screen.press(.character("r"))
            screen.press(.enter)
            screen.wait(20)
            #expect(screen.requestCount == 1)
            screen.press(.escape)
            #expect(screen.requestCount == 2)
            screen.deliver()
            #expect(screen.statusLine.hasSuffix("Updated 22:13:45") && !screen.statusLine.contains("Refreshing"))
        }

        @Test("shows on coming back the alert of a failure that came while the detail was shown")
        func failureOnReturn() throws {
            let screen = WeatherScreen()
            screen.deliver()
            screen.wait(RefreshPolicy.openWeatherMap.manualInterval)
            screen.answer(with: .failure(.serverError(statusCode: 503)))
            screen.press(.character("r"))
            screen.press(.enter)
            screen.deliver()
            #expect(screen.detail != nil && !screen.showsAlert)
            screen.press(.escape)
            #expect(screen.showsAlert && screen.text.contains("HTTP 503"))
        }
    }

    @MainActor
    @Suite("listing the keys")
    struct Keys {
        @Test("? on the list shows its keys until closed", arguments: [AppLanguage.english, .japanese])
        func list(language: AppLanguage) {
            let screen = WeatherScreen(language: language)
            screen.deliver()
            screen.press(.character("?"))
            #expect(screen.showsAlert)
            let text = screen.text
            let expected = language == .english
                ? ["Keys — weather \(AppVersion.current)", "Enter        the city's details", "r            refresh", "q  Ctrl-C    quit", "wheel        scroll the list", "Ctrl-Z       suspend", "[ Close ]"]
                : ["キー操作 — weather \(AppVersion.current)", "Enter        都市の詳細", "r            更新", "q  Ctrl-C    終了", "ホイール     リストをスクロール", "Ctrl-Z       一時停止", "[ 閉じる ]"]
            for line in expected { #expect(text.contains(line), "\(line)") }
            screen.press(.enter)
            #expect(!screen.showsAlert && screen.detail == nil)
        }

        @Test("? on the detail shows the detail's keys; Esc closes them and stays on the detail", arguments: [AppLanguage.english, .japanese])
        func detail(language: AppLanguage) throws {
            let screen = try moscow(language: language)
            screen.press(.character("?"))
            let text = screen.text
            let expected = language == .english
                ? ["Esc          back to the list", "Backspace    back to the list", "click        ‹ Back to go back", "Ctrl-Z       suspend"]
                : ["Esc          一覧に戻る", "Backspace    一覧に戻る", "クリック     ‹ 戻る で戻る", "Ctrl-Z       一時停止"]
            for line in expected { #expect(text.contains(line), "\(line)") }
            #expect(!text.contains(language == .english ? "wheel" : "ホイール"), "no list on the detail")
            screen.press(.escape)
            #expect(!screen.showsAlert && screen.detail != nil)
        }
    }
}
