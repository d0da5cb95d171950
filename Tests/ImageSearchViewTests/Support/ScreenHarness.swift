import AppSupport
import ImageSearchView
import TerminalUI

/// The list screen in a navigation stack in an off-screen window, as the app shows it.
@MainActor
struct ListScreen {
    let window: Window
    let navigation: NavigationController
    let list: ImageSearchTableViewController
    let viewModel: StubTableViewModel
    let detail: StubDetailViewModel

    init(viewModel: StubTableViewModel = StubTableViewModel(), language: AppLanguage = .english, size: Size = Size(width: 80, height: 24)) {
        self.viewModel = viewModel
        let detail = StubDetailViewModel()
        self.detail = detail
        list = ImageSearchTableViewController(language: language)
        list.viewModel = viewModel
        list.detailViewControllerFactory = {
            let controller = ImageDetailViewController(language: language)
            controller.viewModel = detail
            return controller
        }
        navigation = NavigationController(rootViewController: list)
        window = Window(size: size)
        window.rootViewController = navigation
    }

    /// The screen as text, one string per line.
    var lines: [String] { window.renderFrame().lines }
    /// The screen as one string.
    var screen: String { lines.joined(separator: "\n") }

    func press(_ key: Key) {
        window.send(.key(KeyEvent(key)))
    }

    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Clicks (presses and releases the left button) on the first cell of `text` on the screen;
    /// false when it is not on the screen.
    @discardableResult
    func click(_ text: String) -> Bool {
        let lines = self.lines
        guard let row = lines.firstIndex(where: { $0.contains(text) }), let range = lines[row].range(of: text) else { return false }
        let point = Point(x: DisplayWidth.columns(of: String(lines[row][..<range.lowerBound])), y: row)
        window.send(.mouse(MouseEvent(.press, button: .left, at: point)))
        window.send(.mouse(MouseEvent(.release, button: .left, at: point)))
        return true
    }
}
