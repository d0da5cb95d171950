import Foundation

/// One run of a terminal program in a ``TmuxSession``, for end-to-end tests: start it, type,
/// read the screen, and check that it left the terminal as it found it.
///
/// The program runs inside a shell script that records the terminal settings (`stty -g`)
/// before and after it, prints a marker on the main screen before it starts and its exit
/// status after it ends, and writes its process id to a file (the program is `exec`ed, so
/// signals sent to that id reach the program itself). The environment is pinned so that runs
/// do not depend on the test runner's: `TERM=xterm-256color`, `NO_COLOR` and `COLORTERM`
/// unset (test runners may set `NO_COLOR` for their own output), and the Swift backtracer off
/// so that a crash ends the process at once instead of offering to debug it.
///
/// With `jobControl`, the pane runs an interactive shell (`bash`, no start-up files, prompt
/// `$ `, readline's bracketed paste off) that sources the launch script's first half — the
/// settings recorded, the marker, the program as a job of the shell — so that Ctrl-Z and
/// `kill -TSTP` stop it as at a user's prompt: ``waitForStoppedJob()``, ``expectSuspended()``
/// and ``continueInForeground()`` check and continue it, and ``expectRestored(exitStatus:)``
/// types the script's second half once the shell has the terminal again.
///
/// The checks throw ``Failure`` instead of recording issues, so that this target depends on no
/// test framework; Swift Testing reports a thrown error with its description, which names what
/// was awaited and shows the screen. Releasing the run stops its tmux server and removes its
/// files. Use a run from one test at a time.
public final class TerminalProgramRun: Sendable {
    /// The directory of the running test bundle, where SwiftPM also puts the package's
    /// executables (`swift build --build-tests` builds them before the tests run).
    public static let productsDirectory: URL = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On Linux the tests run from `<products>/<package>PackageTests.xctest`.
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory
    }()

    /// The line the launch script prints on the main screen before the program starts.
    static let startMarker = "MARK-BEFORE-PROGRAM"
    /// The line the launch script prints once it has recorded the settings after the program.
    static let endMarker = "DONE"

    /// The terminal the program runs in.
    public let session: TmuxSession
    /// Where the launch script and the files it records live.
    private let directory: URL
    /// Whether the program runs as a job of an interactive shell.
    private let jobControl: Bool

    /// Starts the package's executable product `product` (from ``productsDirectory``).
    public convenience init(
        product: String, arguments: [String] = [], environment: [String: String] = [:], width: Int = 120, height: Int = 40, jobControl: Bool = false
    ) throws {
        try self.init(
            executable: Self.productsDirectory.appendingPathComponent(product), arguments: arguments, environment: environment,
            width: width, height: height, jobControl: jobControl)
    }

    /// Starts `executable` with `arguments` in a terminal of `width`×`height` — as a job of an
    /// interactive shell with `jobControl`. `environment` is added to the test's own and
    /// overrides the pinned variables. Throws ``Failure/missingExecutable(_:)`` if there is
    /// nothing to run at that path.
    public init(
        executable: URL, arguments: [String] = [], environment: [String: String] = [:], width: Int = 120, height: Int = 40, jobControl: Bool = false
    ) throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw Failure.missingExecutable(executable.path) }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-run-\(UUID().uuidString)")
        self.jobControl = jobControl
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("run.sh")
        do {
            let start = Self.startLines(directory: directory.path, executable: executable.path, arguments: arguments, environment: environment)
            if jobControl {
                let inputrc = directory.appendingPathComponent("inputrc")
                try "set enable-bracketed-paste off\n".write(to: inputrc, atomically: true, encoding: .utf8)
                try start.write(to: script, atomically: true, encoding: .utf8)
                session = try TmuxSession(width: width, height: height, command: [
                    "env", "PS1=$ ", "HISTFILE=/dev/null", "INPUTRC=\(inputrc.path)", "bash", "--norc", "--noprofile", "-i",
                ])
                try session.send(["-l", ". \(shellWord(script.path))"])
                try session.send(["Enter"])
            } else {
                try (start + Self.endLines(directory: directory.path) + "exec sleep 600\n").write(to: script, atomically: true, encoding: .utf8)
                session = try TmuxSession(width: width, height: height, command: ["sh", script.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The program's process id, once it has started.
    public func processID() throws -> Int32 {
        let text = try recorded("pid")
        guard let pid = Int32(text) else { throw Failure.unreadable(file: "pid", contents: text) }
        return pid
    }

    /// Waits until the screen satisfies `condition` and returns it; throws
    /// ``Failure/screenNotShown(_:screen:)``, naming `what` was awaited, if it does not within
    /// `timeout`.
    @discardableResult
    public func waitForScreen(_ what: String, timeout: Duration = .seconds(30), until condition: (String) -> Bool) async throws -> String {
        let (screen, shown) = try await session.waitForScreen(timeout: timeout, condition)
        guard shown else { throw Failure.screenNotShown(what, screen: screen) }
        return screen
    }

    /// Sends `keys` (tmux `send-keys` notation) and waits until the screen satisfies
    /// `condition`, as ``waitForScreen(_:timeout:until:)`` does.
    @discardableResult
    public func press(_ keys: [String], until condition: (String) -> Bool, _ what: String) async throws -> String {
        try session.send(keys)
        return try await waitForScreen("after \(keys): \(what)", until: condition)
    }

    /// Waits for the program to end, then checks that it exited with `exitStatus` (128 plus
    /// the signal's number for a program killed by a signal) and left the terminal as it
    /// found it: the main screen back, the same `stty` settings, the cursor shown. Throws
    /// ``Failure/notRestored(_:screen:)`` listing every difference.
    public func expectRestored(exitStatus: Int) async throws {
        if jobControl {
            try await waitForShell("the program's end")
            try type(Self.endLines(directory: directory.path).replacingOccurrences(of: "\n", with: "; ") + ":")
        }
        let screen = try await waitForScreen("the program's end") { Self.hasLine(Self.endMarker, in: $0) }
        var problems = try restorationProblems(settingsFile: "after", screen: screen)
        if !screen.contains("EXIT=\(exitStatus)") { problems.append("the exit status is not \(exitStatus)") }
        guard problems.isEmpty else { throw Failure.notRestored(problems, screen: screen) }
    }

    /// Waits until the shell has the terminal again and says the program's job stopped (with
    /// `jobControl`); returns the screen.
    @discardableResult
    public func waitForStoppedJob() async throws -> String {
        try await waitForShell("the job stopped")
        return try await waitForScreen("the job stopped") { $0.contains("Stopped") }
    }

    /// Waits until the program's job stopped (``waitForStoppedJob()``) and checks that it gave
    /// the terminal back as it found it: the main screen, the cursor shown, no mouse reports,
    /// the same `stty` settings as before it started. Throws ``Failure/notRestored(_:screen:)``
    /// listing every difference.
    public func expectSuspended() async throws {
        try await waitForStoppedJob()
        let token = "SETTINGS-SAVED-\(UUID().uuidString.prefix(8))"
        try type("stty -g > \(shellWord(directory.path + "/during")); echo \(token)")
        let screen = try await waitForScreen("the settings while stopped") { Self.hasLine(token, in: $0) }
        let problems = try restorationProblems(settingsFile: "during", screen: screen)
        guard problems.isEmpty else { throw Failure.notRestored(problems, screen: screen) }
    }

    /// Continues the stopped job in the foreground, as a user typing `fg` does.
    public func continueInForeground() throws {
        try type("fg")
    }

    /// What differs from before the program in the terminal now: the screen, the cursor, mouse
    /// reports, and the `stty` settings the launch script saved in `settingsFile`.
    private func restorationProblems(settingsFile: String, screen: String) throws -> [String] {
        var problems: [String] = []
        if !screen.contains(Self.startMarker) { problems.append("the main screen is not back") }
        if try session.isOnAlternateScreen() { problems.append("the terminal is still on the alternate screen") }
        if try recorded(settingsFile) != recorded("before") { problems.append("the stty settings differ from those before the program") }
        if !(try session.isCursorVisible()) { problems.append("the cursor is hidden") }
        if try session.reportsMouse() { problems.append("mouse reports are still on") }
        return problems
    }

    /// Waits until the interactive shell is the pane's foreground process again.
    private func waitForShell(_ what: String) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while try session.foregroundCommand() != "bash" {
            guard ContinuousClock.now < deadline else { throw Failure.screenNotShown("\(what): the shell back in the foreground", screen: try session.capture()) }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Types `line` at the shell's prompt and presses Enter.
    private func type(_ line: String) throws {
        try session.send(["-l", line])
        try session.send(["Enter"])
    }

    /// Whether `screen` has a line that is exactly `line` (not a command line that prints it).
    private static func hasLine(_ line: String, in screen: String) -> Bool {
        screen.components(separatedBy: "\n").contains(line)
    }

    /// Why a run's check failed.
    public enum Failure: Error, CustomStringConvertible {
        /// Nothing executable at this path (build the products first).
        case missingExecutable(String)
        /// The screen did not show what was awaited in time; the last screen.
        case screenNotShown(String, screen: String)
        /// What the program left different from before it ran; the last screen.
        case notRestored([String], screen: String)
        /// A file the launch script records did not hold what it should.
        case unreadable(file: String, contents: String)

        /// What went wrong, with the screen where there is one.
        public var description: String {
            switch self {
            case let .missingExecutable(path):
                "nothing to run at \(path): build the products first (swift build --build-tests)"
            case let .screenNotShown(what, screen):
                "the screen did not show \(what):\n\(screen)"
            case let .notRestored(problems, screen):
                "the terminal was not restored: \(problems.joined(separator: "; ")):\n\(screen)"
            case let .unreadable(file, contents):
                "the launch script's \(file) file holds \"\(contents)\""
            }
        }
    }

    /// A file the launch script wrote, trimmed.
    private func recorded(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The launch script's first half: every value from outside is passed as a single-quoted
    /// word, and the inner `sh` writes its own process id before it `exec`s the program with
    /// `"$@"`. The program's line is the last, so that a shell sourcing these lines goes no
    /// further when the program stops.
    private static func startLines(directory: String, executable: String, arguments: [String], environment: [String: String]) -> String {
        let pinned = ["TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"]
        let assignments = pinned + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let program = ([executable] + arguments).map(shellWord).joined(separator: " ")
        return """
            stty -g > \(shellWord(directory + "/before"))
            printf '%s\\n' \(startMarker)
            env -u NO_COLOR -u COLORTERM \(assignments.map(shellWord).joined(separator: " ")) \\
            sh -c 'echo $$ > "$0"; exec "$@"' \(shellWord(directory + "/pid")) \(program)

            """
    }

    /// The launch script's second half, run after the program: its status, the settings after
    /// it, the end marker — on a line of its own even when the echo of keys typed as the
    /// program ended is still on the current one. (Without job control the script then sleeps,
    /// so that the pane stays open and its last screen can be read.)
    private static func endLines(directory: String) -> String {
        """
        echo "EXIT=$?"
        stty -g > \(shellWord(directory + "/after"))
        printf '\\n%s\\n' \(endMarker)

        """
    }
}
