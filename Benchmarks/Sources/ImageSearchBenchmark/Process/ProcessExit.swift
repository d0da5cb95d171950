#if canImport(Glibc)
import Glibc
#endif

/// How a child process ended. Values only.
enum ProcessExit: Equatable, CustomStringConvertible {
    /// It called `exit` with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    /// The exit described by a `waitpid` status word.
    init(waitStatus status: Int32) {
        // WIFEXITED/WEXITSTATUS/WTERMSIG are macros Swift does not import.
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Whether the process exited with status 0.
    var isSuccess: Bool {
        self == .exited(0)
    }

    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "killed by signal \(signal)"
        }
    }
}
