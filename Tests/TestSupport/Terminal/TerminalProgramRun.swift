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

    /// Starts the package's executable product `product` (from ``productsDirectory``).
    public convenience init(product: String, arguments: [String] = [], environment: [String: String] = [:], width: Int = 120, height: Int = 40) throws {
        try self.init(executable: Self.productsDirectory.appendingPathComponent(product), arguments: arguments, environment: environment, width: width, height: height)
    }

    /// Starts `executable` with `arguments` in a terminal of `width`×`height`. `environment`
    /// is added to the test's own and overrides the pinned variables. Throws
    /// ``Failure/missingExecutable(_:)`` if there is nothing to run at that path.
    public init(executable: URL, arguments: [String] = [], environment: [String: String] = [:], width: Int = 120, height: Int = 40) throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw Failure.missingExecutable(executable.path) }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("run.sh")
        do {
            try Self.launchScript(directory: directory.path, executable: executable.path, arguments: arguments, environment: environment)
                .write(to: script, atomically: true, encoding: .utf8)
            session = try TmuxSession(width: width, height: height, command: ["sh", script.path])
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
        let screen = try await waitForScreen("the program's end") { $0.contains(Self.endMarker) }
        var problems: [String] = []
        if !screen.contains(Self.startMarker) { problems.append("the main screen is not back") }
        if !screen.contains("EXIT=\(exitStatus)") { problems.append("the exit status is not \(exitStatus)") }
        if try session.isOnAlternateScreen() { problems.append("the terminal is still on the alternate screen") }
        if try recorded("after") != recorded("before") { problems.append("the stty settings differ from those before the program") }
        if !(try session.isCursorVisible()) { problems.append("the cursor is hidden") }
        guard problems.isEmpty else { throw Failure.notRestored(problems, screen: screen) }
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

    /// The script tmux runs: every value from outside is passed as a single-quoted word, and
    /// the inner `sh` writes its own process id before it `exec`s the program with `"$@"`.
    /// The pane stays open after the program ends so that its last screen can be read.
    private static func launchScript(directory: String, executable: String, arguments: [String], environment: [String: String]) -> String {
        let pinned = ["TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"]
        let assignments = pinned + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let program = ([executable] + arguments).map(shellWord).joined(separator: " ")
        return """
            stty -g > \(shellWord(directory + "/before"))
            printf '%s\\n' \(startMarker)
            env -u NO_COLOR -u COLORTERM \(assignments.map(shellWord).joined(separator: " ")) \
            sh -c 'echo $$ > "$0"; exec "$@"' \(shellWord(directory + "/pid")) \(program)
            echo "EXIT=$?"
            stty -g > \(shellWord(directory + "/after"))
            echo \(endMarker)
            exec sleep 600

            """
    }
}
