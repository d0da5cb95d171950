import Foundation
import Testing
import TestSupport

/// Drives the built `terminalui-demo` in tmux through the shared harness (TestSupport's
/// `TerminalProgramRun`). `.ci/run` builds it (`swift build --build-tests` builds every
/// product) before the tests run.
@Suite("terminalui-demo in a real terminal (tmux)", .serialized, .tmux)
final class DemoEndToEndTests {
    let run: TerminalProgramRun
    var session: TmuxSession { run.session }

    init() throws {
        run = try TerminalProgramRun(product: "terminalui-demo")
    }

    /// Waits for the demo's whole first frame (the table, from its title to its status line; a
    /// capture may land while the frame is being written) and checks it is on the alternate
    /// screen.
    @discardableResult
    func waitForDemo() async throws -> String {
        let screen = try await run.waitForScreen("the demo's screen") {
            $0.contains("TerminalUI demo — 10,000 rows") && $0.contains("No. 1  Sunset 夕焼け") && $0.contains("row 1 of 10000")
        }
        #expect(try session.isOnAlternateScreen())
        return screen
    }

    /// Opens the key-echo screen from the table.
    @discardableResult
    func openKeyScreen() async throws -> String {
        try await waitForDemo()
        return try await run.press(["i"], until: { $0.contains("Keys and text") && $0.contains("Press any key") }, "the key screen")
    }

    @Test("shows a table of 10,000 rows with coloured thumbnails, a title bar and key hints")
    func tableScreen() async throws {
        let screen = try await waitForDemo()
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[0].contains("TerminalUI demo — 10,000 rows"))
        #expect(lines[1].hasPrefix("▀▀▀▀ No. 1  Sunset 夕焼け") && lines[1].contains("hue 0°"), "the first row with its thumbnail:\n\(screen)")
        #expect(lines.count >= 40 && lines[39].contains("Enter open") && lines[39].contains("q quit") && lines[39].hasSuffix("row 1 of 10000"))
        let colored = try session.capture(escapes: true)
        #expect(colored.contains("48;5;") && colored.contains("▀"), "half-block thumbnails in the 256 colours xterm-256color offers")
    }

    @Test("scrolls to the last row and its footer with End, and back with Home")
    func scrolling() async throws {
        try await waitForDemo()
        try await run.press(["End"], until: { $0.contains("No. 10000  Morning fog") && $0.contains("— the end: 10,000 rows —") }, "the last row and the footer")
        try await run.press(["Home"], until: { $0.contains("No. 1  Sunset") && $0.contains("row 1 of 10000") }, "the first row again")
    }

    @Test("opens a row's picture with Enter, goes back with Esc")
    func detailScreen() async throws {
        try await waitForDemo()
        try await run.press(["Down", "Down", "Enter"], until: { $0.contains("‹ Back") && $0.contains("No. 3 — 山と湖") }, "the pushed detail screen")
        try await run.press(["Escape"], until: { $0.contains("TerminalUI demo — 10,000 rows") && !$0.contains("‹ Back") }, "the table again")
    }

    @Test("shows an alert over the table with a, and an action sheet that jumps with o")
    func alertAndActionSheet() async throws {
        try await waitForDemo()
        try await run.press(["a"], until: { $0.contains("About this demo") && $0.contains("[ OK ]") }, "the alert")
        try await run.press(["Enter"], until: { !$0.contains("About this demo") }, "the alert dismissed")
        try await run.press(["o"], until: { $0.contains("Jump to") && $0.contains("Row 5,000") }, "the action sheet")
        try await run.press(["Down", "Enter"], until: { $0.contains("row 5000 of 10000") && !$0.contains("Jump to") }, "the jump to row 5,000")
    }

    @Test("selects a row with a click, scrolls with the wheel, opens a row with a double click and goes back with a click on ‹ Back")
    func mouse() async throws {
        try await waitForDemo()
        #expect(try session.reportsMouse())
        try session.click(x: 20, y: 5)
        try await run.waitForScreen("the fifth row selected") { $0.contains("row 5 of 10000") }
        try session.turnWheel(2, x: 20, y: 5)
        let scrolled = try await run.waitForScreen("six rows scrolled, the selection on the first row in view") {
            $0.components(separatedBy: "\n")[1].hasPrefix("▀▀▀▀ No. 7 ") && $0.contains("row 7 of 10000")
        }
        #expect(scrolled.components(separatedBy: "\n")[39].contains("q quit"))
        try session.click(x: 20, y: 1, count: 2)
        try await run.waitForScreen("the seventh row opened") { $0.contains("‹ Back") && $0.contains("No. 7 —") }
        try session.click(x: 3, y: 0)
        try await run.waitForScreen("the table again, on the same row") { !$0.contains("‹ Back") && $0.contains("row 7 of 10000") }
    }

    @Test("chooses an alert's button and an action sheet's action with a click; a click beside the alert reaches nothing behind it")
    func mouseInAlerts() async throws {
        try await waitForDemo()
        let alert = try await run.press(["a"], until: { $0.contains("[ OK ]") }, "the alert")
        let okLine = try #require(alert.components(separatedBy: "\n").firstIndex { $0.contains("[ OK ]") })
        try session.click(x: 2, y: 5)
        try session.click(x: 60, y: okLine)
        try await run.waitForScreen("the alert dismissed, the selection unmoved") { !$0.contains("About this demo") && $0.contains("row 1 of 10000") }
        let sheet = try await run.press(["o"], until: { $0.contains("Jump to") && $0.contains("Row 5,000") }, "the action sheet")
        let jumpLine = try #require(sheet.components(separatedBy: "\n").firstIndex { $0.contains("Row 5,000") })
        try session.click(x: 60, y: jumpLine)
        try await run.waitForScreen("the jump to row 5,000") { $0.contains("row 5000 of 10000") && !$0.contains("Jump to") }
    }

    @Test("shows Japanese text and wide characters in their columns")
    func screenContent() async throws {
        let screen = try await openKeyScreen()
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("日本語のテキストも正しく表示されます。") })
        let wide = try #require(lines.first { $0.contains("Wide and combining:") })
        #expect(wide.contains("漢字 かな カナ 한글 café"))
        #expect(lines.count >= 40 && lines[39].contains("q quit") && lines[39].hasSuffix("Press any key"), "the status line is the last row")
        let colored = try session.capture(escapes: true)
        #expect(colored.contains("\u{1B}[1m") || colored.contains(";1m") || colored.contains("[1;"), "the key hints are bold")
    }

    @Test("receives keys: letters, arrows, Ctrl-keys, Esc and pasted text")
    func keysArrive() async throws {
        try await openKeyScreen()
        let cases: [([String], String)] = [
            (["x"], "Last key: x"), (["Up"], "Last key: Up"), (["C-Left"], "Last key: Ctrl-Left"),
            (["F5"], "Last key: F5"), (["C-a"], "Last key: Ctrl-A"), (["Escape"], "Last key: Escape"),
            (["-l", "日"], "Last key: 日"), (["PageDown"], "Last key: PageDown"),
        ]
        for (keys, expected) in cases {
            try session.send(keys)
            let (screen, shown) = try await session.waitForScreen { $0.contains(expected) }
            #expect(shown, "\(keys) should show \(expected):\n\(screen)")
        }
        try session.paste("hello q paste")
        let (screen, pasted) = try await session.waitForScreen { $0.contains("Pasted 13 characters: hello q paste") }
        #expect(pasted, "the paste arrives whole, its q not taken as a key:\n\(screen)")
    }

    @Test("restores the terminal after quitting with q (status 0) or Ctrl-C (status 130)", arguments: [("q", 0), ("C-c", 130)])
    func quitRestores(key: String, status: Int) async throws {
        try await waitForDemo()
        try session.send([key])
        try await run.expectRestored(exitStatus: status)
    }

    @Test(
        "restores the terminal after SIGTERM and after a crash (SIGSEGV), dying of the signal (status 128 + signal)",
        arguments: [SIGTERM, SIGSEGV]
    )
    func signalRestores(signal: Int32) async throws {
        try await waitForDemo()
        let pid = try run.processID()
        #expect(kill(pid, signal) == 0)
        try await run.expectRestored(exitStatus: 128 + Int(signal))
    }

    @Test("redraws at the new size when the terminal is resized")
    func resize() async throws {
        try await waitForDemo()
        try session.resize(width: 100, height: 30)
        let (screen, shown) = try await session.waitForScreen {
            let lines = $0.components(separatedBy: "\n")
            return lines.count >= 30 && lines[29].contains("q quit") && lines[28].contains("No. 28")
        }
        #expect(shown, "status line on the new last row:\n\(screen)")
    }
}
