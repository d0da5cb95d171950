import Foundation
import Testing

/// Drives the built `terminalui-demo` in tmux. `.ci/run` builds it (`swift build
/// --build-tests` builds every product) before the tests run.
@Suite("terminalui-demo in a real terminal (tmux)", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
final class DemoEndToEndTests {
    let directory: URL
    let session: TmuxSession

    /// Runs the demo inside a shell that records the terminal settings before and after it,
    /// its exit status, and its process id (the inner shell `exec`s the demo). The Swift
    /// backtracer is off so that a crash ends the process at once instead of offering to
    /// debug it. The colour variables are pinned (256 colours, `NO_COLOR` and `COLORTERM`
    /// unset) because test runners may set `NO_COLOR` for their own output.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminalui-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let demo = TmuxSession.productsDirectory.appendingPathComponent("terminalui-demo").path
        let dir = directory.path
        let script = """
            stty -g > '\(dir)/before'; printf 'MARK-BEFORE-DEMO\\n'; \
            env -u NO_COLOR -u COLORTERM TERM=xterm-256color SWIFT_BACKTRACE=enable=no sh -c 'echo $$ > "\(dir)/pid"; exec "\(demo)"'; \
            echo "EXIT=$?"; stty -g > '\(dir)/after'; echo DONE; exec sleep 600
            """
        #expect(FileManager.default.isExecutableFile(atPath: demo), "build the demo first: swift build (looked at \(demo))")
        session = try TmuxSession(command: script)
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    func file(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for the demo's first frame (the table) and checks it is on the alternate screen.
    @discardableResult
    func waitForDemo() throws -> String {
        let (screen, shown) = try session.waitForScreen { $0.contains("TerminalUI demo — 10,000 rows") && $0.contains("No. 1  Sunset 夕焼け") }
        try #require(shown, "the demo did not draw its screen:\n\(screen)")
        #expect(try session.isOnAlternateScreen())
        return screen
    }

    /// Sends `keys` and waits until the screen satisfies `condition`; returns the screen.
    @discardableResult
    func press(_ keys: [String], until condition: (String) -> Bool, _ what: String) throws -> String {
        try session.send(keys)
        let (screen, shown) = try session.waitForScreen(condition)
        try #require(shown, "after \(keys): \(what):\n\(screen)")
        return screen
    }

    /// Opens the key-echo screen from the table.
    @discardableResult
    func openKeyScreen() throws -> String {
        try waitForDemo()
        return try press(["i"], until: { $0.contains("Keys and text") && $0.contains("Press any key") }, "the key screen")
    }

    /// Waits for the demo to end and checks the terminal is as it was before.
    func expectRestored(exitStatus: Int) throws {
        let (screen, done) = try session.waitForScreen { $0.contains("DONE") }
        try #require(done, "the demo did not end:\n\(screen)")
        #expect(screen.contains("MARK-BEFORE-DEMO"), "the main screen is back")
        #expect(screen.contains("EXIT=\(exitStatus)"))
        #expect(!(try session.isOnAlternateScreen()))
        #expect(try file("after") == file("before"), "stty settings restored")
        #expect(try session.isCursorVisible())
    }

    @Test("shows a table of 10,000 rows with coloured thumbnails, a title bar and key hints")
    func tableScreen() throws {
        let screen = try waitForDemo()
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[0].contains("TerminalUI demo — 10,000 rows"))
        #expect(lines[1].hasPrefix("▀▀▀▀ No. 1  Sunset 夕焼け") && lines[1].contains("hue 0°"), "the first row with its thumbnail:\n\(screen)")
        #expect(lines.count >= 40 && lines[39].contains("Enter open") && lines[39].contains("q quit") && lines[39].hasSuffix("row 1 of 10000"))
        let colored = try session.capture(escapes: true)
        #expect(colored.contains("48;5;") && colored.contains("▀"), "half-block thumbnails in the 256 colours xterm-256color offers")
    }

    @Test("scrolls to the last row and its footer with End, and back with Home")
    func scrolling() throws {
        try waitForDemo()
        try press(["End"], until: { $0.contains("No. 10000  Morning fog") && $0.contains("— the end: 10,000 rows —") }, "the last row and the footer")
        try press(["Home"], until: { $0.contains("No. 1  Sunset") && $0.contains("row 1 of 10000") }, "the first row again")
    }

    @Test("opens a row's picture with Enter, goes back with Esc")
    func detailScreen() throws {
        try waitForDemo()
        try press(["Down", "Down", "Enter"], until: { $0.contains("‹ Back") && $0.contains("No. 3 — 山と湖") }, "the pushed detail screen")
        try press(["Escape"], until: { $0.contains("TerminalUI demo — 10,000 rows") && !$0.contains("‹ Back") }, "the table again")
    }

    @Test("shows an alert over the table with a, and an action sheet that jumps with o")
    func alertAndActionSheet() throws {
        try waitForDemo()
        try press(["a"], until: { $0.contains("About this demo") && $0.contains("[ OK ]") }, "the alert")
        try press(["Enter"], until: { !$0.contains("About this demo") }, "the alert dismissed")
        try press(["o"], until: { $0.contains("Jump to") && $0.contains("Row 5,000") }, "the action sheet")
        try press(["Down", "Enter"], until: { $0.contains("row 5000 of 10000") && !$0.contains("Jump to") }, "the jump to row 5,000")
    }

    @Test("shows Japanese text and wide characters in their columns")
    func screenContent() throws {
        let screen = try openKeyScreen()
        let lines = screen.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("日本語のテキストも正しく表示されます。") })
        let wide = try #require(lines.first { $0.contains("Wide and combining:") })
        #expect(wide.contains("漢字 かな カナ 한글 café"))
        #expect(lines.count >= 40 && lines[39].contains("q quit") && lines[39].hasSuffix("Press any key"), "the status line is the last row")
        let colored = try session.capture(escapes: true)
        #expect(colored.contains("\u{1B}[1m") || colored.contains(";1m") || colored.contains("[1;"), "the key hints are bold")
    }

    @Test("receives keys: letters, arrows, Ctrl-keys, Esc and pasted text")
    func keysArrive() throws {
        try openKeyScreen()
        let cases: [([String], String)] = [
            (["x"], "Last key: x"), (["Up"], "Last key: Up"), (["C-Left"], "Last key: Ctrl-Left"),
            (["F5"], "Last key: F5"), (["C-a"], "Last key: Ctrl-A"), (["Escape"], "Last key: Escape"),
            (["-l", "日"], "Last key: 日"), (["PageDown"], "Last key: PageDown"),
        ]
        for (keys, expected) in cases {
            try session.send(keys)
            let (screen, shown) = try session.waitForScreen { $0.contains(expected) }
            #expect(shown, "\(keys) should show \(expected):\n\(screen)")
        }
        try session.paste("hello q paste")
        let (screen, pasted) = try session.waitForScreen { $0.contains("Pasted 13 characters: hello q paste") }
        #expect(pasted, "the paste arrives whole, its q not taken as a key:\n\(screen)")
    }

    @Test("restores the terminal after quitting with q (status 0) or Ctrl-C (status 130)", arguments: [("q", 0), ("C-c", 130)])
    func quitRestores(key: String, status: Int) throws {
        try waitForDemo()
        try session.send([key])
        try expectRestored(exitStatus: status)
    }

    @Test(
        "restores the terminal after SIGTERM and after a crash (SIGSEGV), dying of the signal (status 128 + signal)",
        arguments: [SIGTERM, SIGSEGV]
    )
    func signalRestores(signal: Int32) throws {
        try waitForDemo()
        let pid = try #require(Int32(try file("pid")))
        #expect(kill(pid, signal) == 0)
        try expectRestored(exitStatus: 128 + Int(signal))
    }

    @Test("redraws at the new size when the terminal is resized")
    func resize() throws {
        try waitForDemo()
        try session.resize(width: 100, height: 30)
        let (screen, shown) = try session.waitForScreen {
            let lines = $0.components(separatedBy: "\n")
            return lines.count >= 30 && lines[29].contains("q quit") && lines[28].contains("No. 28")
        }
        #expect(shown, "status line on the new last row:\n\(screen)")
    }
}
