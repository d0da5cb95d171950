import TerminalUI

/// The demo's screen: a title bar, a few lines of text (Japanese and emoji included, to show
/// wide characters), colour swatches, and a status line with the keys and the last key
/// pressed. Main actor only.
@MainActor
final class DemoViewController: ViewController {
    private unowned let application: Application
    private let statusLine = StatusLine(
        hints: [KeyHint("q", "quit"), KeyHint("Ctrl-C", "quit")],
        message: "Press any key",
        style: Style(foreground: .black, background: .white),
        keyStyle: Style(foreground: .white, background: .blue, attributes: .bold),
        messageStyle: Style(foreground: .black, background: .white)
    )

    init(application: Application) {
        self.application = application
        super.init(title: "TerminalUI demo")
    }

    override func loadView() -> View {
        let titleBar = Label(title, style: Style(foreground: .brightWhite, background: .blue, attributes: .bold), alignment: .center)
        titleBar.backgroundStyle = titleBar.style
        let lines = [
            Label("A terminal toolkit for Swift: views, input, and a renderer that writes only what changed."),
            Label("日本語のテキストも正しく表示されます。", style: Style(foreground: .cyan)),
            Label("Wide and combining: 漢字 かな カナ 한글 café cafe\u{301} 👍 🇯🇵"),
        ]
        return DemoRootView(titleBar: titleBar, lines: lines, statusLine: statusLine)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("q")) { application.quit(status: 0) }
        statusLine.message = "Last key: \(event)"
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        statusLine.message = "Pasted \(text.count) characters: \(text.prefix(40))"
        return true
    }
}
