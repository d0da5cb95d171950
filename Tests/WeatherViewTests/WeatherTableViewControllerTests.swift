import AppSupport
import Foundation
import ReactiveCore
import Swinject
import TerminalUI
import Testing
import WeatherModel
import WeatherTestSupport
import WeatherViewModel
@testable import WeatherView

@MainActor
@Suite("WeatherTableViewController")
struct WeatherTableViewControllerTests {
    /// The seeds' view controller spec: a mock network shared through the container (`.container`
    /// scope), the fetcher, the view model and the screen resolved from it, the screen's view model
    /// by property injection.
    @MainActor
    @Suite("wired through a container with a mock network")
    struct WithMockNetwork {
        let container = Container()

        init() {
            container.register((any Networking).self) { _ in MockNetworking() }
                .inObjectScope(.container)
            container.register(WeatherFetcher.self) { resolver in WeatherFetcher(networking: resolver.resolve((any Networking).self)!) }
                .inObjectScope(.container)
            container.register((any WeatherTableViewModeling).self) { resolver in
                WeatherTableViewModel(fetcher: resolver.resolve(WeatherFetcher.self)!, scheduler: TestScheduler())
            }
            .inObjectScope(.transient)
            container.register(WeatherTableViewController.self) { _ in WeatherTableViewController(scheduler: TestScheduler()) }
                .inObjectScope(.transient)
                .initCompleted { resolver, controller in controller.viewModel = resolver.resolve((any WeatherTableViewModeling).self) }
        }

        @Test("starts fetching the weather, with exactly one request, when the screen is about to appear")
        func appearingFetches() throws {
            let network = try #require(container.resolve((any Networking).self) as? MockNetworking)
            let controller = try #require(container.resolve(WeatherTableViewController.self))
            #expect(network.requestCount == 0)
            controller.performAppearanceTransition(.willAppear)
            #expect(network.requestCount == 1)
        }

        @Test("asks again each time it appears, but not while a fetch is still running")
        func appearingAgain() throws {
            let network = try #require(container.resolve((any Networking).self) as? MockNetworking)
            let controller = try #require(container.resolve(WeatherTableViewController.self))
            controller.performAppearanceTransition(.willAppear)
            controller.performAppearanceTransition(.willAppear)
            #expect(network.requestCount == 1)
            #expect(controller.viewModel?.isFetching.value == true)
        }
    }

    @MainActor
    @Suite("showing the weather")
    struct Showing {
        @Test("shows one row per city: the name on the left, weather, temperature and description on the right")
        func twelveRows() {
            let screen = WeatherScreen()
            screen.deliver()
            let lines = screen.lines
            #expect(lines[0].contains("Weather Now"))
            #expect(lines[1] == " Montreal                     Clouds        -3 °C  broken clouds")
            #expect(lines[11] == " Rio de Janeiro               Thunderstorm  27 °C  thunderstorm with light rain")
            #expect(lines[12].hasPrefix(" Tokyo") && lines[12].contains("Clear"))
            #expect(screen.list.viewModel.cities.value.count == 12)
        }

        @Test("shortens the descriptions first when the terminal is narrower")
        func shortened() {
            let screen = WeatherScreen(width: 64)
            screen.deliver()
            let lines = screen.lines
            #expect(lines[11] == " Rio de Janeiro  Thunderstorm  27 °C  thunderstorm with light…")
            #expect(lines[1] == " Montreal        Clouds        -3 °C  broken clouds")
        }

        @Test("lines the columns up, and gives up the descriptions before the names when the terminal is narrow")
        func narrow() {
            let screen = WeatherScreen(width: 40)
            screen.deliver()
            let lines = screen.lines
            #expect(lines[1] == " Montreal           Clouds        -3 °C")
            #expect(lines[11] == " Rio de Janeiro     Thunderstorm  27 °C")
        }

        @Test("shows when the weather on screen was fetched, and the key hints")
        func updatedTime() {
            let screen = WeatherScreen()
            screen.deliver()
            #expect(screen.statusLine.hasSuffix("Updated 22:13:20"))
            #expect(screen.statusLine.hasPrefix("Enter open  r refresh  ? keys  q quit "))
        }

        @Test("turns an activity indicator while fetching, and stops it when the weather arrives")
        func activityIndicator() {
            let screen = WeatherScreen()
            #expect(screen.text.contains("Fetching the weather…"))
            screen.deliver()
            #expect(!screen.text.contains("Fetching the weather…"))
        }

        @Test("says in Japanese what it shows, with the cities' Japanese names and the weather groups translated")
        func japanese() {
            let screen = WeatherScreen(language: .japanese)
            #expect(screen.text.contains("天気を取得しています…"))
            screen.deliver()
            let lines = screen.lines
            #expect(lines[0].contains("いまの天気"))
            #expect(lines[1].hasPrefix(" モントリオール") && lines[1].contains("曇り") && lines[1].contains("-3 °C"))
            #expect(lines[2].contains("雪"))
            #expect(screen.statusLine.contains("r 更新") && screen.statusLine.contains("q 終了") && screen.statusLine.hasSuffix("22:13:20 更新"))
        }

        @Test("draws names with escape sequences harmlessly")
        func escapeSequences() {
            var entries = WeatherFixtures.entries
            entries[0]["name"] = "\u{1B}[2J\u{1B}]0;pwned\u{07}Montreal\u{9B}31m"
            entries[1]["weather"] = [["main": "Snow\u{1B}[5m", "description": "\u{1B}[8mhidden"]]
            let screen = WeatherScreen(answer: .success(WeatherFixtures.group(entries)))
            screen.deliver()
            let buffer = screen.window.renderFrame()
            let controls: Set<UInt32> = [0x1B, 0x07, 0x9B]
            let drawn = String(buffer.cells.map(\.grapheme))
            #expect(!drawn.unicodeScalars.contains { controls.contains($0.value) })
            #expect(buffer.lines[1].contains("\u{FFFD}Montreal\u{FFFD}"))
        }

        @Test("says how many of the cities the answer brought when some are missing")
        func missingCities() {
            let screen = WeatherScreen(answer: .success(WeatherFixtures.group(Array(WeatherFixtures.entries.dropLast()))))
            screen.deliver()
            #expect(screen.statusLine.hasSuffix("11 of 12 cities · Updated 22:13:20"))
            #expect(screen.lines[12].isEmpty)
        }
    }

    @MainActor
    @Suite("when the weather server cannot be reached")
    struct Failing {
        @Test("shows an alert saying so and why, with a button that dismisses it")
        func alert() {
            let screen = WeatherScreen(answer: .failure(.serverNotReached(.cannotConnect)))
            screen.deliver()
            #expect(screen.showsAlert)
            let text = screen.text
            #expect(text.contains("The weather server cannot be reached"))
            #expect(text.contains("Nothing answers at the weather"))
            #expect(text.contains("[ OK ]"))
            screen.press(.enter)
            #expect(!screen.showsAlert)
            #expect(screen.text.contains("No weather to show yet. Press r to try again."))
            #expect(screen.statusLine.hasSuffix("Update failed 22:13:20"))
        }

        @Test("keeps the last good list on screen")
        func keepsList() {
            let screen = WeatherScreen()
            screen.deliver()
            screen.answer(with: .failure(.serverError(statusCode: 503)))
            screen.wait(RefreshPolicy.openWeatherMap.manualInterval)
            screen.press(.character("r"))
            screen.deliver()
            #expect(screen.showsAlert)
            screen.press(.escape)
            let lines = screen.lines
            #expect(lines[1].hasPrefix(" Montreal") && lines[12].hasPrefix(" Tokyo"))
            #expect(screen.statusLine.hasSuffix("Update failed 22:13:35 · Updated 22:13:20"))
        }

        @Test("says it in Japanese")
        func japanese() {
            let screen = WeatherScreen(language: .japanese, answer: .failure(.serverNotReached(.timedOut)))
            screen.deliver()
            #expect(screen.text.contains("天気サーバーにアクセスできません") && screen.text.contains("[ 閉じる ]"))
        }

        @Test("replaces an alert still shown by the next failure's, and takes it away when the weather comes back")
        func oneAlert() {
            let screen = WeatherScreen(answer: .failure(.connectionLost))
            screen.deliver()
            screen.answer(with: .failure(.serverError(statusCode: 500)))
            screen.wait(RefreshPolicy.openWeatherMap.automaticInterval)
            screen.deliver()
            #expect(screen.window.presentedControllers.count == 1)
            #expect(screen.text.contains("HTTP 500"))
            screen.answer(with: .success(WeatherFixtures.twelveCities))
            screen.wait(RefreshPolicy.openWeatherMap.automaticInterval)
            screen.deliver()
            #expect(!screen.showsAlert)
            #expect(screen.lines[1].hasPrefix(" Montreal"))
        }
    }

    @MainActor
    @Suite("refreshing")
    struct Refreshing {
        @Test("fetches again on r, and shows when the new weather was fetched")
        func refreshKey() {
            let screen = WeatherScreen()
            screen.deliver()
            screen.wait(15)
            screen.press(.character("r"))
            #expect(screen.requestCount == 2)
            #expect(screen.text.contains("Fetching the weather…"))
            screen.deliver()
            #expect(screen.statusLine.hasSuffix("Updated 22:13:35"))
        }

        @Test("says when the refresh booked by an early r will come, until it comes")
        func booked() {
            let screen = WeatherScreen()
            screen.deliver()
            screen.wait(5)
            screen.press(.character("r"))
            #expect(screen.statusLine.hasSuffix("Refreshing at 22:13:35 · Updated 22:13:20"))
            screen.wait(10)
            screen.deliver()
            #expect(screen.statusLine.hasSuffix("Updated 22:13:35") && !screen.statusLine.contains("Refreshing"))
        }

        @Test("does nothing without a view model")
        func noViewModel() {
            let controller = WeatherTableViewController(scheduler: TestScheduler())
            let window = Window(size: Size(width: 40, height: 10))
            window.rootViewController = controller
            window.send(.key(KeyEvent(.character("r"))))
            #expect(window.renderFrame().lines[1].isEmpty)
        }
    }
}
