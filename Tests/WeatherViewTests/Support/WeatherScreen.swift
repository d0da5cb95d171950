import AppSupport
import Foundation
import ReactiveCore
import TerminalUI
import WeatherModel
import WeatherTestSupport
import WeatherViewModel
@testable import WeatherView

/// A Weather Now screen in an off-screen window, bound to the view model of a
/// ``WeatherListFixture`` (a stub network whose answer the test sets, a test scheduler that also
/// animates the screen): `deliver()` hands over what the network sent, `wait(_:)` lets time pass.
/// Enter opens a city's detail screen and `c` the cities screen (its changes kept in memory), as
/// in the app. Clock times are UTC; the clock starts at
/// 22:13:20.
@MainActor
final class WeatherScreen {
    static let start = WeatherListFixture.start

    let list: WeatherListFixture
    let controller: WeatherTableViewController
    let window: Window

    /// A screen in `language`, `width`×`height`, whose network answers with `answer` until told
    /// otherwise. The screen appears (and so starts a fetch) at once unless `appears` is false.
    init(
        language: AppLanguage = .english,
        width: Int = 80,
        height: Int = 20,
        answer: Result<Data, WeatherFetchError> = .success(WeatherFixtures.twelveCities),
        appears: Bool = true
    ) {
        list = WeatherListFixture(language: language, answer: answer)
        controller = WeatherTableViewController(language: language, scheduler: list.scheduler)
        controller.viewModel = list.viewModel
        controller.detailViewControllerFactory = { city in
            CityDetailViewController(viewModel: CityDetailViewModel(city: city, units: .metric, language: language), language: language)
        }
        controller.citiesViewControllerFactory = { [list] in
            CityChoiceViewController(viewModel: CityChoiceViewModel(cities: list.cities, store: nil, language: language), language: language)
        }
        window = Window(size: Size(width: width, height: height))
        if appears { show() }
    }

    /// Puts the screen in the window, in a navigation stack, as the app does.
    func show() {
        window.rootViewController = NavigationController(rootViewController: controller)
    }

    /// What the network answers from now on.
    func answer(with result: Result<Data, WeatherFetchError>) {
        list.answer(with: result)
    }

    /// The number of requests made so far.
    var requestCount: Int { list.requestCount }

    /// Runs what is due now: the network's answers reach the screen.
    func deliver() {
        list.deliver()
    }

    /// Lets `seconds` pass.
    func wait(_ seconds: Double) {
        list.wait(seconds)
    }

    /// Types `key`.
    func press(_ key: Key) {
        window.send(.key(KeyEvent(key)))
    }

    /// The screen's lines.
    var lines: [String] { window.renderFrame().lines }

    /// The whole screen as one text.
    var text: String { lines.joined(separator: "\n") }

    /// The status line (the last line).
    var statusLine: String { lines.last ?? "" }

    /// Whether an alert is shown over the screen.
    var showsAlert: Bool { window.presentedControllers.contains { $0 is AlertController } }

    /// The detail screen on top of the list, if one is.
    var detail: CityDetailViewController? {
        (window.rootViewController as? NavigationController)?.topViewController as? CityDetailViewController
    }

    /// The cities screen on top of the list, if it is.
    var cities: CityChoiceViewController? {
        (window.rootViewController as? NavigationController)?.topViewController as? CityChoiceViewController
    }
}
