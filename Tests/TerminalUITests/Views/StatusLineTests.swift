import ReactiveCore
import Testing
@testable import TerminalUI

@MainActor
@Suite("A status line")
struct StatusLineTests {
    private let hints = [KeyHint("↑↓", "move"), KeyHint("Enter", "open"), KeyHint("Esc", "back")]

    @Test("shows key hints with highlighted keys and the message at the right")
    func showsHintsAndMessage() {
        let line = StatusLine(hints: hints, message: "42 images")
        let buffer = line.renderOffscreen(size: Size(width: 40, height: 1))
        #expect(buffer.lines == ["↑↓ move  Enter open  Esc back  42 images"])
        #expect(buffer[0, 0].style.attributes == [.bold, .reverse])
        #expect(buffer[3, 0].style.attributes == [])
        #expect(buffer[9, 0].style.attributes == [.bold, .reverse])
    }

    @Test("leaves out hints that do not fit whole and truncates the message")
    func narrow() {
        let line = StatusLine(hints: hints, message: "42 images")
        #expect(line.renderOffscreen(size: Size(width: 24, height: 1)).lines == ["↑↓ move  Enter open  42…"])
        #expect(line.renderOffscreen(size: Size(width: 10, height: 1)).lines == ["↑↓ move 4…"])
    }

    @Test("shows the messages bound to reactive.message")
    func reactiveMessage() {
        let line = StatusLine()
        let status = MutableProperty("ready")
        line.reactive.message <~ status
        status.value = "3 results"
        #expect(line.renderOffscreen(size: Size(width: 12, height: 1)).lines == ["   3 results"])
    }
}
