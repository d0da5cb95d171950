import TerminalUI

/// The demo's key screen: a few lines of text (Japanese and emoji included, to show wide
/// characters), colour swatches, and a status line naming the last key pressed or the text
/// pasted. It takes every key except Backspace (back) and q (quit). Main actor only.
@MainActor
final class KeyEchoController: ViewController {
    private let statusLine = StatusLine(
        hints: [KeyHint("Backspace", "back"), KeyHint("q", "quit")],
        message: "Press any key",
        style: Style(foreground: .black, background: .white),
        keyStyle: Style(foreground: .white, background: .blue, attributes: .bold),
        messageStyle: Style(foreground: .black, background: .white)
    )

    init() {
        super.init(title: "Keys and text")
    }

    override func loadView() -> View {
        let lines = [
            Label("A terminal toolkit for Swift: views, input, and a renderer that writes only what changed."),
            // Magenta reads on light and dark backgrounds alike (about 4.5:1 on xterm's white and
            // on black); cyan all but vanished on white.
            Label("日本語のテキストも正しく表示されます。", style: Style(foreground: .magenta)),
            Label("Wide and combining: 漢字 かな カナ 한글 café cafe\u{301} 👍 🇯🇵"),
        ]
        return KeyEchoView(lines: lines, statusLine: statusLine)
    }

    override func handle(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("q")) || event == KeyEvent(.backspace) { return false }
        statusLine.message = "Last key: \(event)"
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        statusLine.message = "Pasted \(text.count) characters: \(text.prefix(40))"
        return true
    }
}
