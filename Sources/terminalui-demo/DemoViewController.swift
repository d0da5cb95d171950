import TerminalUI

/// The demo's screen: a title bar, a few lines of text (Japanese and emoji included, to show
/// wide characters), and a status line with the last key pressed. Main actor only.
@MainActor
final class DemoViewController: ViewController {
    private unowned let application: Application
    private let textView = TextLinesView()
    private let statusView = TextLinesView()

    init(application: Application) {
        self.application = application
        super.init(title: "TerminalUI demo")
    }

    override func loadView() -> View {
        let root = DemoRootView(title: title, text: textView, status: statusView)
        textView.lines = [
            ("A terminal toolkit for Swift: views, input, and a renderer that writes only what changed.", .plain),
            ("日本語のテキストも正しく表示されます。", Style(foreground: .cyan)),
            ("Wide and combining: 漢字 かな カナ 한글 café cafe\u{301} 👍 🇯🇵", .plain),
        ]
        showStatus("Press any key; q or Ctrl-C quits.")
        return root
    }

    override func handle(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("q")) { application.quit(status: 0) }
        showStatus("Last key: \(event)")
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        showStatus("Pasted \(text.count) characters: \(text.prefix(40))")
        return true
    }

    private func showStatus(_ text: String) {
        statusView.lines = [(text, Style(foreground: .black, background: .white))]
    }
}
