import Testing
import TerminalUI

@Suite("Terminal types")
struct TerminalTypeTests {
    @Test("accepts the types of terminals that can show a full-screen program", arguments: ["xterm-256color", "screen", "tmux-256color", "linux", "vt100"])
    func accepts(type: String) throws {
        try Terminal.checkType(type)
    }

    @Test("refuses a missing or empty TERM, dumb and unknown, saying which", arguments: [nil, "", "dumb", "unknown"])
    func refuses(type: String?) {
        #expect(throws: Terminal.SetupError.unsupportedType(type)) { try Terminal.checkType(type) }
        let message = Terminal.SetupError.unsupportedType(type).description
        #expect(type.map { $0.isEmpty || message.contains("TERM=\($0)") } ?? true, "\(message)")
        #expect(message.contains("TERM"))
    }
}
