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

    @Test("gives the message priority: hints are left out from the right until it fits whole")
    func narrow() {
        let line = StatusLine(hints: hints, message: "42 images")
        #expect(line.renderOffscreen(size: Size(width: 29, height: 1)).lines == ["↑↓ move  Enter open 42 images"])
        #expect(line.renderOffscreen(size: Size(width: 24, height: 1)).lines == ["↑↓ move        42 images"])
        #expect(line.renderOffscreen(size: Size(width: 16, height: 1)).lines == ["       42 images"])
    }

    @Test("leaves out hints that do not fit whole beside the message, and cuts the message only when it alone is too wide")
    func tooNarrow() {
        let line = StatusLine(hints: hints, message: "42 images")
        #expect(line.renderOffscreen(size: Size(width: 5, height: 1)).lines == ["42 i…"])
        line.message = ""
        #expect(line.renderOffscreen(size: Size(width: 20, height: 1)).lines == ["↑↓ move  Enter open"])
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
