import Foundation
import Testing
import TestSupport

/// `terminalui-demo` in tmux ended by signals that kill a process, with the Swift runtime's
/// backtracer on as it is by default (not interactive, so that it does not wait for a key, and
/// short, so that the line printed before the program stays on screen): the terminal must be
/// given back before the crash report is printed, and the process must then die of the signal
/// rather than live on once the backtracer's handler returns.
@Suite("terminalui-demo ended by a fatal signal (tmux)", .serialized, .tmux)
struct FatalSignalEndToEndTests {
    @Test(
        "restores the terminal, prints the crash report on the main screen and dies of the signal (128 + signal)",
        arguments: [SIGSEGV, SIGABRT, SIGQUIT, SIGUSR1]
    )
    func diesOfTheSignal(signal: Int32) async throws {
        let run = try TerminalProgramRun(product: "terminalui-demo", environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,threads=crashed,registers=none,images=none"])
        try await run.waitForScreen("the demo's table") { $0.contains("row 1 of 10000") }
        #expect(kill(try run.processID(), signal) == 0)
        try await run.expectRestored(exitStatus: 128 + Int(signal))
        let screen = try run.session.capture()
        if signal != SIGUSR1 {
            // Written in the terminal's own mode again, the report's lines start at the left edge.
            #expect(screen.components(separatedBy: "\n").contains { $0.hasPrefix("Thread 0 ") }, "the crash report, unstaggered:\n\(screen)")
        }
    }

    @Test("draws nothing more once the terminal is given back, while the crash report is being written")
    func drawsNothingAfterGivingBack() async throws {
        let run = try TerminalProgramRun(product: "terminalui-demo", environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,threads=crashed,registers=none,images=none"])
        try await run.waitForScreen("the demo's table") { $0.contains("row 1 of 10000") }
        let pid = try run.processID()
        #expect(kill(pid, SIGQUIT) == 0)
        // The main queue lives on while the backtracer works. Lines typed meanwhile reach the
        // program in the terminal's own line mode, and each `j` moves the selection: a program
        // that still drew would draw its table on the main screen. Typing stops once the
        // program is gone, so that no echo lands in the lines the shell prints after it.
        for _ in 0..<12 where kill(pid, 0) == 0 {
            try run.session.send(["-l", "j"])
            try run.session.send(["Enter"])
        }
        try await run.expectRestored(exitStatus: 128 + Int(SIGQUIT))
        let screen = try run.session.capture()
        #expect(!screen.contains("of 10000"), "the table drawn on the main screen:\n\(screen)")
    }
}
