import TerminalUI

/// The apps' root screen stack: a navigation controller that also owns the quit key — `q`,
/// wherever no screen used it (a text field being edited takes it as a letter).
///
/// Main actor only.
@MainActor
public final class AppNavigationController: NavigationController {
    private let quit: @MainActor () -> Void

    /// A stack showing `rootViewController`; `q` calls `quit` (which ends the app).
    public init(rootViewController: ViewController, quit: @escaping @MainActor () -> Void) {
        self.quit = quit
        super.init(rootViewController: rootViewController)
    }

    /// `q` quits; Esc and Backspace go back as in any navigation controller.
    public override func handle(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("q")) {
            quit()
            return true
        }
        return super.handle(event)
    }
}
