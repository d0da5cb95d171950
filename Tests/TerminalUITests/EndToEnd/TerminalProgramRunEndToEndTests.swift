import Foundation
import Testing
import TestSupport

/// The shared end-to-end harness itself, driving `sh` in tmux: what reaches the program, and
/// that each check fails when the terminal is not as it should be.
@Suite("TerminalProgramRun (tmux harness)", .tmux)
struct TerminalProgramRunEndToEndTests {
    /// Runs `script` in `sh -c`, with `arguments` as `$1`….
    static func shell(_ script: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> TerminalProgramRun {
        try TerminalProgramRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "sh"] + arguments, environment: environment)
    }

    /// The problems `expectRestored(exitStatus:)` lists for `run`, or nil if it passes.
    static func problems(of run: TerminalProgramRun, exitStatus: Int) async throws -> [String]? {
        do {
            try await run.expectRestored(exitStatus: exitStatus)
            return nil
        } catch let TerminalProgramRun.Failure.notRestored(problems, _) {
            return problems
        }
    }

    @Test("passes arguments and environment word for word, with TERM pinned, and a quiet program restores")
    func argumentsAndEnvironment() async throws {
        let run = try Self.shell(
            #"printf '[%s]' "$@"; echo " TERM=$TERM EXTRA=$EXTRA""#,
            arguments: ["it's", "two  spaces", "$HOME"],
            environment: ["EXTRA": "x 'y'"]
        )
        let screen = try await run.waitForScreen("the program's output") { $0.contains("TERM=") }
        #expect(screen.contains("[it's][two  spaces][$HOME] TERM=xterm-256color EXTRA=x 'y'"), "\(screen)")
        #expect(try await Self.problems(of: run, exitStatus: 0) == nil)
    }

    @Test("names the process that runs the program")
    func processID() async throws {
        let run = try Self.shell("echo pid=$$; exec sleep 600")
        let screen = try await run.waitForScreen("the program's pid") { $0.contains("pid=") }
        #expect(screen.contains("pid=\(try run.processID())"))
    }

    @Test("reports an exit status other than the expected one")
    func wrongExitStatus() async throws {
        let run = try Self.shell("exit 3")
        #expect(try await Self.problems(of: run, exitStatus: 0) == ["the exit status is not 0"])
        #expect(try await Self.problems(of: run, exitStatus: 3) == nil)
    }

    @Test("reports a terminal left on the alternate screen with the cursor hidden")
    func leftOnAlternateScreen() async throws {
        let run = try Self.shell(#"printf '\033[?1049h\033[?25l'"#)
        #expect(
            try await Self.problems(of: run, exitStatus: 0) == [
                "the main screen is not back", "the terminal is still on the alternate screen", "the cursor is hidden",
            ])
    }

    @Test("reports changed terminal settings")
    func changedSettings() async throws {
        let run = try Self.shell("stty -echo")
        #expect(try await Self.problems(of: run, exitStatus: 0) == ["the stty settings differ from those before the program"])
    }

    @Test("throws with the last screen when the awaited screen does not appear")
    func screenNotShown() async throws {
        let run = try Self.shell("echo ready; exec sleep 600")
        try await run.waitForScreen("ready") { $0.contains("ready") }
        let failure = try await #require(throws: TerminalProgramRun.Failure.self) {
            try await run.waitForScreen("a word never printed", timeout: .milliseconds(200)) { $0.contains("never") }
        }
        #expect("\(failure)".contains("a word never printed") && "\(failure)".contains("ready"))
    }

    @Test("keeps the test's open files out of the tmux server and the program (a server socket the test closes is closed)")
    func noInheritedDescriptors() async throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("inherited-\(UUID().uuidString)").path
        let descriptor = open(marker, O_CREAT | O_RDWR, 0o600)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(marker)
        }
        let run = try Self.shell(
            #"server=$(ps -o ppid= -p $PPID | tr -d ' '); echo "open: $(ls -l /proc/$$/fd/ /proc/$server/fd/ 2>/dev/null | grep -c "$1")"; exec sleep 600"#,
            arguments: [marker])
        let screen = try await run.waitForScreen("the count of inherited descriptors") { $0.contains("open: ") }
        #expect(screen.contains("open: 0"), "\(screen)")
    }

    @Test("runs a program as a job of an interactive shell: reports what a stopped job left behind, and continues it with fg")
    func jobControl() async throws {
        let script = #"printf '\033[?1049h\033[?1000h'; kill -TSTP $$; printf '\033[?1000l\033[?1049l'; echo continued"#
        let run = try TerminalProgramRun(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], jobControl: true)
        let failure = try await #require(throws: TerminalProgramRun.Failure.self) { try await run.expectSuspended() }
        guard case let .notRestored(problems, _) = failure else { throw failure }
        #expect(problems == ["the main screen is not back", "the terminal is still on the alternate screen", "mouse reports are still on"])
        try run.continueInForeground()
        try await run.waitForScreen("the job continued") { $0.contains("continued") }
        try await run.expectRestored(exitStatus: 0)
    }

    @Test("refuses to start a program that is not there")
    func missingExecutable() {
        #expect(throws: TerminalProgramRun.Failure.self) {
            try TerminalProgramRun(product: "no-such-product")
        }
    }
}
