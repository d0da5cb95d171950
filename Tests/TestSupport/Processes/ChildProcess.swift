import Foundation
import ReactiveCore

/// Another program started by an end-to-end harness — tmux, Xvfb, a terminal emulator,
/// xdotool, ImageMagick's `import` — either run to its end (``run(_:environment:capturingOutput:)``)
/// or kept running in the background (an instance) until ``terminate()``.
///
/// Programs are spawned with the default signal mask and dispositions: the test runner blocks
/// signals in its threads, and a program that inherited that would pass it on to the program
/// under test (a tmux server, say, to the app it runs). Only the three standard descriptors
/// are passed on: a server started here that inherited the test's others (a test server's
/// socket, say) would keep them open after the test closes them — a stopped test server would
/// still accept connections and never answer them. Standard input is `/dev/null`.
///
/// Every member may be used from any thread. Releasing an instance does not stop its program:
/// call ``terminate()``.
public final class ChildProcess: Sendable {
    /// The arguments the program was started with, its name first.
    public let arguments: [String]
    /// The program's process id.
    public let processID: pid_t
    /// The program's wait status once it was reaped.
    private let reaped = Locked<Int32?>(nil)

    /// Starts `arguments` (the program is looked up in `PATH`) in the background. Its standard
    /// output and error go to `outputPath` (appended; `/dev/null` by default). `environment`
    /// replaces the test's own when given. Throws ``Failure`` when it cannot be started.
    public init(_ arguments: [String], environment: [String: String]? = nil, outputPath: String = "/dev/null") throws {
        self.arguments = arguments
        processID = try Self.spawn(arguments, environment: environment, outputPath: outputPath, appending: true)
    }

    /// Whether the program is still running (an ended one is reaped).
    public var isRunning: Bool {
        reaped.withLock { status in
            guard status == nil else { return false }
            var waitStatus: Int32 = 0
            guard waitpid(processID, &waitStatus, WNOHANG) == processID else { return true }
            status = waitStatus
            return false
        }
    }

    /// Ends the program: SIGTERM, then SIGKILL if it is still running 5 seconds later. Returns
    /// once it has been reaped; calling it again does nothing.
    public func terminate() {
        guard isRunning else { return }
        kill(processID, SIGTERM)
        let deadline = ContinuousClock.now + .seconds(5)
        while isRunning, ContinuousClock.now < deadline {
            usleep(10_000)  // cleanup, not synchronisation: a terminal closes its children first
        }
        guard isRunning else { return }
        kill(processID, SIGKILL)
        reaped.withLock { status in
            var waitStatus: Int32 = 0
            while waitpid(processID, &waitStatus, 0) < 0, errno == EINTR {}
            status = waitStatus
        }
    }

    /// Runs `arguments` to its end and returns what it printed on standard output (nothing is
    /// read unless `capturingOutput`: a command that starts a server must not capture, or the
    /// server would inherit the output). Throws ``Failure`` when it cannot start or exits with
    /// a status other than 0.
    @discardableResult
    public static func run(_ arguments: [String], environment: [String: String]? = nil, capturingOutput: Bool = true) throws -> String {
        let outputPath = capturingOutput ? FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path : "/dev/null"
        defer { if capturingOutput { try? FileManager.default.removeItem(atPath: outputPath) } }
        let pid = try spawn(arguments, environment: environment, outputPath: outputPath, appending: false)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        let exitStatus = (status >> 8) & 0xFF
        guard exited, exitStatus == 0 else { throw Failure(arguments: arguments, status: exited ? exitStatus : 128 + status & 0x7F) }
        return capturingOutput ? (try String(contentsOfFile: outputPath, encoding: .utf8)) : ""
    }

    /// Whether `program` can be found in `PATH`.
    public static func isInstalled(_ program: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// A program that failed to start or exited unsuccessfully.
    public struct Failure: Error, CustomStringConvertible {
        /// The arguments the program was given, its name first.
        public let arguments: [String]
        /// `posix_spawnp`'s error number if it did not start, else its exit status (128 plus
        /// the signal's number when a signal ended it).
        public let status: Int32

        /// The command and its status, for a test's failure message.
        public var description: String { "\(arguments.joined(separator: " ")) failed with status \(status)" }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not declare; nil where the C library lacks it (descriptors are then inherited).
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    private static func spawn(_ arguments: [String], environment: [String: String]?, outputPath: String, appending: Bool) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC), 0o600)
        if appending {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
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
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = environment.map { $0.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for variable in variables ?? [] { free(variable) } }
        var pid: pid_t = 0
        let spawned = variables.map { posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, $0) }
            ?? posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(arguments: arguments, status: spawned) }
        return pid
    }
}
