import TerminalUI

/// The app's navigation stack, holding the Weather Now screen; it owns the quit key: `q`,
/// wherever no view used it (an alert takes every key while it is shown). Main actor only.
@MainActor
final class WeatherNavigationController: NavigationController {
    private let quit: @MainActor () -> Void

    /// A stack showing `screen`; `quit` ends the app.
    init(rootViewController screen: ViewController, quit: @escaping @MainActor () -> Void) {
        self.quit = quit
        super.init(rootViewController: screen)
    }

    /// `q` quits; other keys go on.
    override func handle(_ event: KeyEvent) -> Bool {
        guard event == KeyEvent(.character("q")) else { return super.handle(event) }
        quit()
        return true
    }
}
