import Foundation

/// A tmux server of the test's own (a private socket) running one session of a fixed size, to
/// drive a program as a user at a real terminal would: type keys, read the screen.
///
/// Each session starts its own server, so tests may run sessions side by side. The server
/// lives until ``kill()``; whoever creates a session must kill it (``TerminalProgramRun`` does
/// so when it is released). Every method runs tmux synchronously (a ``ChildProcess``; a failed
/// command throws its ``ChildProcess/Failure``) and may be called from any thread.
public struct TmuxSession: Sendable {
    /// The name of the server's socket, unique to this session.
    public let socket: String

    /// Starts a detached session of `width`×`height` running `command` (an executable and its
    /// arguments, run without a shell).
    public init(width: Int = 120, height: Int = 40, command: [String]) throws {
        socket = "e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try tmux(capturingOutput: false, ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "e2e"] + command)
    }

    /// Sends keys in tmux's `send-keys` notation (`q`, `Up`, `C-c`; `-l` for literal text).
    public func send(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", "e2e"] + keys)
    }

    /// Clicks the left button `count` times in a row (2: a double click) on the zero-based cell
    /// (`x`, `y`), written as the SGR reports (`CSI < 0 ; x ; y M`, then `m`) a terminal sends
    /// while the program has mouse reports on — tmux passes them to the program as typed.
    public func click(x: Int, y: Int, count: Int = 1) throws {
        let press = Self.mouseReport(button: 0, x: x, y: y, final: "M")
        let release = Self.mouseReport(button: 0, x: x, y: y, final: "m")
        try send(["-l", String(repeating: press + release, count: count)])
    }

    /// Turns the mouse wheel `notches` notches over the zero-based cell (`x`, `y`): down
    /// (towards the user) when positive, up when negative, as SGR reports.
    public func turnWheel(_ notches: Int, x: Int, y: Int) throws {
        let notch = Self.mouseReport(button: notches > 0 ? 65 : 64, x: x, y: y, final: "M")
        try send(["-l", String(repeating: notch, count: abs(notches))])
    }

    private static func mouseReport(button: Int, x: Int, y: Int, final: String) -> String {
        "\u{1B}[<\(button);\(x + 1);\(y + 1)\(final)"
    }

    /// Pastes `text` the way a terminal does, in bracketed-paste markers when the program
    /// asked for them.
    public func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", "e2e"])
    }

    /// The screen as text; with `escapes`, with colour and attribute sequences.
    public func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", "e2e"] + (escapes ? ["-e"] : []))
    }

    /// Whether the pane is on the alternate screen.
    public func isOnAlternateScreen() throws -> Bool {
        try flag("alternate_on")
    }

    /// Whether the pane shows its cursor.
    public func isCursorVisible() throws -> Bool {
        try flag("cursor_flag")
    }

    /// Whether the program on the pane's terminal reports mouse events (any tracking mode on).
    public func reportsMouse() throws -> Bool {
        try flag("mouse_any_flag")
    }

    /// The name of the pane's foreground process (`bash` while an interactive shell waits for
    /// a command, the program's name while it runs).
    public func foregroundCommand() throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{pane_current_command}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes `text` to the pane's terminal from outside the program, as another program (a
    /// `wall` message, a background job) would: it lands wherever the cursor is.
    public func writeFromOutside(_ text: String) throws {
        let path = try paneTerminalPath()
        let terminal = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? terminal.close() }
        try terminal.write(contentsOf: Data(text.utf8))
    }

    /// How many bytes sent to the program wait in its terminal, not read by it yet (`FIONREAD`
    /// on the pane's terminal, opened without becoming this process's controlling terminal).
    public func unreadInputCount() throws -> Int {
        try unreadInputCount(atTerminal: paneTerminalPath())
    }

    private func unreadInputCount(atTerminal path: String) throws -> Int {
        let terminal = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard terminal >= 0 else { throw PaneTerminalFailure(path: path, errorNumber: errno) }
        defer { close(terminal) }
        var count: CInt = 0
        guard ioctl(terminal, UInt(FIONREAD), &count) == 0 else { throw PaneTerminalFailure(path: path, errorNumber: errno) }
        return Int(count)
    }

    /// The screen once the program has caught up with what was sent to it: every byte read from
    /// its terminal, and the screen unchanged for `quietPeriod` since. After `timeout` the last
    /// screen is returned as it is (a spinner never stays still). For drivers that decide what
    /// to send next from the screen, such as pressing Esc until nothing is open: a screen read
    /// while keys still wait shows a state the program is about to leave.
    public func settledScreen(quietPeriod: Duration = .milliseconds(300), timeout: Duration = .seconds(5)) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let terminal = try paneTerminalPath()
        var screen = try capture()
        var unchangedSince = clock.now
        while clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            let next = try capture()
            let waiting = try unreadInputCount(atTerminal: terminal)
            if next != screen || waiting > 0 {
                screen = next
                unchangedSince = clock.now
            } else if clock.now - unchangedSince >= quietPeriod {
                break
            }
        }
        return screen
    }

    /// Resizes the session's window, as a user resizing the terminal would.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits until the screen satisfies `condition`, reading it every 50 ms (tmux has no way
    /// to announce a change), for at most `timeout`; returns the last screen and whether it
    /// did. Suspends between reads rather than blocking its thread, so that waiting tests leave
    /// Swift concurrency's few threads (two on a two-core machine) to the tests running beside
    /// them.
    ///
    /// The screen may be a frame half drawn: tmux 3.3 ignores synchronized output, and a frame
    /// rewrites the lines that changed top to bottom, the status line last. So that the screen
    /// returned can be read further, `condition` should name something only the awaited state
    /// shows, drawn after what is read (the status line's summary, a dialog's last line).
    @discardableResult
    public func waitForScreen(timeout: Duration = .seconds(30), _ condition: (String) -> Bool) async throws -> (screen: String, satisfied: Bool) {
        let deadline = ContinuousClock.now + timeout
        var screen = try capture()
        while !condition(screen) {
            guard ContinuousClock.now < deadline else { return (screen, false) }
            try await Task.sleep(for: .milliseconds(50))
            screen = try capture()
        }
        return (screen, true)
    }

    /// Sets the server option `name` to `value` (`set-clipboard on`, say).
    public func setServerOption(_ name: String, _ value: String) throws {
        try tmux(["set-option", "-s", name, value])
    }

    /// Appends everything the program writes to the pane from now on, as the bytes it wrote
    /// (before tmux reads them), to the file at `path` (`pipe-pane`).
    public func recordOutput(to path: String) throws {
        try tmux(["pipe-pane", "-t", "e2e", "cat >> \(shellWord(path))"])
    }

    /// The text of the most recent paste buffer (what a program copied with OSC 52 under
    /// `set-clipboard on`); nil when there is none.
    public func latestBuffer() -> String? {
        try? tmux(["show-buffer"])
    }

    /// Stops the server and everything in it. Safe to call more than once.
    public func kill() {
        _ = try? tmux(["kill-server"])
    }

    private func flag(_ name: String) throws -> Bool {
        try tmux(["display-message", "-p", "-t", "e2e", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    private func paneTerminalPath() throws -> String {
        try tmux(["display-message", "-p", "-t", "e2e", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    private func tmux(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
        try ChildProcess.run(["tmux", "-L", socket] + arguments, capturingOutput: capturingOutput)
    }
}
