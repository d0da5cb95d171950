import Foundation
import Testing
import TestSupport

/// `terminalui-demo` as a job of an interactive shell in tmux (`TerminalProgramRun` with job
/// control): Ctrl-Z and `kill -TSTP` give the terminal back and stop it, `fg` brings it back
/// whole; after a `kill -STOP` it did not see coming, `fg` brings it back too.
@Suite("terminalui-demo suspended and continued (tmux, interactive shell)", .serialized, .tmux)
struct DemoJobControlEndToEndTests {
    /// Waits for the demo's whole screen on the alternate screen, with mouse reports on.
    @discardableResult
    static func waitForDemo(_ run: TerminalProgramRun, _ what: String) async throws -> String {
        let screen = try await run.waitForScreen(what) { screen in
            let lines = screen.components(separatedBy: "\n")
            return lines.count >= 40 && lines[0].contains("TerminalUI demo — 10,000 rows") && lines[1].contains("No. 1  Sunset") && lines[39].hasSuffix("row 1 of 10000")
        }
        #expect(try run.session.isOnAlternateScreen() && run.session.reportsMouse())
        return screen
    }

    @Test("Ctrl-Z gives the terminal back as it was and stops the demo; fg brings it back whole, keys and all")
    func controlZ() async throws {
        let run = try TerminalProgramRun(product: "terminalui-demo", jobControl: true)
        try await Self.waitForDemo(run, "the demo")
        try run.session.send(["C-z"])
        try await run.expectSuspended()
        try run.continueInForeground()
        let back = try await Self.waitForDemo(run, "the demo after fg")
        #expect(!back.contains("Stopped") && !back.contains("$ "))
        try await run.press(["Down"], until: { $0.contains("row 2 of 10000") }, "a key in raw mode again")
        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }

    @Test("Ctrl-Z stops the whole job when the demo runs under a wrapper (a script, swift run), as the terminal's Ctrl-Z would; fg brings it back")
    func controlZUnderWrapper() async throws {
        // The job is the wrapping sh and the demo: a stop of the demo alone left the shell
        // waiting on the wrapper, with no prompt and no way back.
        let demo = TerminalProgramRun.productsDirectory.appendingPathComponent("terminalui-demo").path
        let run = try TerminalProgramRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "\"$0\"; exit $?", demo], jobControl: true)
        try await Self.waitForDemo(run, "the demo")
        try run.session.send(["C-z"])
        try await run.expectSuspended()
        try run.continueInForeground()
        try await Self.waitForDemo(run, "the demo after fg")
        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }

    @Test("kill -TSTP suspends as Ctrl-Z does; after kill -STOP, fg brings the demo back whole")
    func signalsFromOutside() async throws {
        let run = try TerminalProgramRun(product: "terminalui-demo", jobControl: true)
        try await Self.waitForDemo(run, "the demo")
        let pid = try run.processID()
        #expect(kill(pid, SIGTSTP) == 0)
        try await run.expectSuspended()
        try run.continueInForeground()
        try await Self.waitForDemo(run, "the demo after fg")
        #expect(kill(pid, SIGSTOP) == 0)
        try await run.waitForStoppedJob()
        try run.continueInForeground()
        let back = try await Self.waitForDemo(run, "the demo after kill -STOP and fg")
        #expect(!back.contains("Stopped"))
        try await run.press(["Down"], until: { $0.contains("row 2 of 10000") }, "a key in raw mode again")
        try run.session.send(["q"])
        try await run.expectRestored(exitStatus: 0)
    }
}
