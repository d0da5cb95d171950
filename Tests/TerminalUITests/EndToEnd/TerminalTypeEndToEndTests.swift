import Foundation
import Testing
import TestSupport

/// `terminalui-demo` started where `TERM` says the terminal cannot show a full-screen program:
/// it must refuse with a clear message and a failure status, and leave the terminal untouched.
@Suite("terminalui-demo in an unsuitable terminal (tmux)", .serialized, .tmux)
struct TerminalTypeEndToEndTests {
    @Test("refuses TERM=dumb or an empty TERM with a sentence on standard error and status 1", arguments: ["dumb", ""])
    func refusesTerminalType(type: String) async throws {
        let run = try TerminalProgramRun(product: "terminalui-demo", environment: ["TERM": type])
        try await run.expectRestored(exitStatus: 1)
        let screen = try run.session.capture()
        #expect(screen.contains("TerminalUI: cannot use the terminal:") && screen.contains(type.isEmpty ? "TERM is not set" : "(TERM=dumb)"), "\(screen)")
        #expect(!screen.contains("TerminalUI demo"), "nothing drawn:\n\(screen)")
    }
}
