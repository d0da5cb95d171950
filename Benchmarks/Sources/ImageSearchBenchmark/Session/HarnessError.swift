import Foundation

/// Why a run could not be measured: the program did not start, did not show what the
/// benchmark waited for, ended on its own, or the pseudo-terminal failed. Each description
/// names the program's state and, where it helps, the screen it showed.
enum HarnessError: Error, CustomStringConvertible {
    /// A program to measure is not where the benchmark looked for it.
    case missingProgram(String)
    /// `posix_spawn` refused to start the program.
    case cannotStart(String, reason: String)
    /// A system call on the pseudo-terminal failed.
    case system(String, errno: Int32)
    /// The screen did not show `what` within `timeout`.
    case timedOut(waitingFor: String, timeout: Duration, screen: String)
    /// The program ended while the benchmark waited for `what`.
    case programEnded(ProcessExit, waitingFor: String, screen: String)
    /// `/proc` had no figures for the running program.
    case noResourceFigures(pid_t)
    /// The program did not exit with status 0 after `q`.
    case unsuccessfulExit(ProcessExit, screen: String)

    var description: String {
        switch self {
        case .missingProgram(let path):
            "no program at \(path)\n\(BenchmarkOptions.buildInstructions)"
        case let .cannotStart(path, reason):
            "cannot start \(path): \(reason)"
        case let .system(call, errno):
            "\(call) failed: \(String(cString: strerror(errno)))"
        case let .timedOut(what, timeout, screen):
            "\(what) did not come within \(timeout.seconds) s; the screen showed:\n\(screen)"
        case let .programEnded(exit, what, screen):
            "the program ended (\(exit)) while waiting for \(what); the screen showed:\n\(screen)"
        case .noResourceFigures(let pid):
            "cannot read /proc/\(pid)/stat and /proc/\(pid)/status"
        case let .unsuccessfulExit(exit, screen):
            "the program quit with \(exit) instead of status 0; the screen showed:\n\(screen)"
        }
    }
}
