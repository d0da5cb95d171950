import Foundation

/// A tmux server of the test's own (a private socket) running one session of a fixed size, to
/// drive a program as a user at a real terminal would: type keys, read the screen.
///
/// Each session starts its own server, so tests may run sessions side by side. The server
/// lives until ``kill()``; whoever creates a session must kill it (``TerminalProgramRun`` does
/// so when it is released). Every method runs tmux synchronously and may be called from any
/// thread.
public struct TmuxSession: Sendable {
    /// Whether tmux can be run here.
    public static let isAvailable: Bool = (try? run(["-V"])) != nil

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

    /// Writes `text` to the pane's terminal from outside the program, as another program (a
    /// `wall` message, a background job) would: it lands wherever the cursor is.
    public func writeFromOutside(_ text: String) throws {
        let path = try tmux(["display-message", "-p", "-t", "e2e", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let terminal = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? terminal.close() }
        try terminal.write(contentsOf: Data(text.utf8))
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

    /// Stops the server and everything in it. Safe to call more than once.
    public func kill() {
        _ = try? tmux(["kill-server"])
    }

    /// A tmux command that failed to start or exited unsuccessfully.
    public struct Failure: Error, CustomStringConvertible {
        /// The arguments tmux was given.
        public let arguments: [String]
        /// `posix_spawnp`'s error number if tmux did not start, else its exit status.
        public let status: Int32

        /// The command and its status, for a test's failure message.
        public var description: String { "tmux \(arguments.joined(separator: " ")) failed with status \(status)" }
    }

    private func flag(_ name: String) throws -> Bool {
        try tmux(["display-message", "-p", "-t", "e2e", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    @discardableResult
    private func tmux(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
        try Self.run(capturingOutput: capturingOutput, ["-L", socket] + arguments)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare; nil where the C library lacks it (descriptors are then inherited).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Runs tmux and returns what it printed. A command that starts the server must not
    /// capture (the server would inherit the output). Spawned with the default signal mask and
    /// dispositions: the test runner blocks signals in its threads, and a tmux server that
    /// inherited that would pass it on to the program under test. Only the three standard
    /// descriptors are passed on: a tmux server that inherited the test's others (a server
    /// socket, say) would keep them open after the test closes them — a stopped test server
    /// would still accept connections and never answer them.
    @discardableResult
    private static func run(capturingOutput: Bool = true, _ arguments: [String]) throws -> String {
        let outputPath = capturingOutput ? FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path : "/dev/null"
        defer { if capturingOutput { try? FileManager.default.removeItem(atPath: outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        _ = closeFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(arguments: arguments, status: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        let exitStatus = (status >> 8) & 0xFF
        guard exited, exitStatus == 0 else { throw Failure(arguments: arguments, status: exitStatus) }
        return capturingOutput ? (try String(contentsOfFile: outputPath, encoding: .utf8)) : ""
    }
}
