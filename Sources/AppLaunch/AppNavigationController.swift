import AppSupport
import TerminalUI

/// The apps' root screen stack: a navigation controller that also owns the quit key — `q`,
/// wherever no screen used it (a text field being edited takes it as a letter) — and names the
/// way back in the app's language.
///
/// Main actor only.
@MainActor
public final class AppNavigationController: NavigationController {
    private let quit: @MainActor () -> Void

    /// A stack showing `rootViewController` whose back hint is in `language`; `q` calls `quit`
    /// (which ends the app).
    public init(rootViewController: ViewController, language: AppLanguage = .english, quit: @escaping @MainActor () -> Void) {
        self.quit = quit
        super.init(rootViewController: rootViewController)
        navigationBar.backHint = language.text(english: "‹ Back", japanese: "‹ 戻る")
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
