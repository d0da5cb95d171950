import TerminalUI

/// The demo's navigation stack; it also owns the quit key: q, wherever no screen used it.
@MainActor
final class DemoNavigationController: NavigationController {
    private unowned let application: Application

    init(application: Application) {
        self.application = application
        super.init(rootViewController: RowListController())
    }

    override func handle(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("q")) { application.quit(status: 0) }
        return super.handle(event)
    }
}
