import AppLaunch
import Logging
import Swinject
import TerminalUI
import WeatherView

/// Runs the Weather Now screen: builds the container, resolves the screen once, and hands the
/// terminal to TerminalUI's application. Main actor only; never returns (the app ends with
/// `q`, Ctrl-C or a signal, the terminal restored) unless the server cannot start.
@MainActor
enum WeatherApp {
    /// Runs the app configured by `configuration`. `waitForServer` is called once the screens
    /// are built, before the first appears and asks for the weather: it waits for the embedded
    /// server to listen, or throws — before the terminal is touched — when it cannot.
    static func run(_ configuration: WeatherConfiguration, waitForServer: () throws -> Void) throws -> Never {
        let container = WeatherContainer.make(configuration)
        // The screen shows no pictures: no need to ask the terminal how it would draw them (it
        // is still asked its background, for the palette).
        let application = Application(reportsMouse: true, graphics: .fixed(.blocks))
        application.logsBackground(to: Logger(label: "weather"))
        let screen = container.resolve(WeatherTableViewController.self)!
        let navigation = AppNavigationController(rootViewController: screen, language: configuration.language) { [unowned application] in
            application.quit(status: 0)
        }
        navigation.trailingText = configuration.sourceName
        try waitForServer()
        application.window.rootViewController = navigation
        application.run()
    }
}
