import Foundation
import Synchronization

/// Ends the benchmark's child when the benchmark itself is interrupted (SIGINT, SIGTERM,
/// SIGHUP): the child runs in a session of its own, so the user's Ctrl-C never reaches it.
///
/// The signal handler only reads an atomic and calls `kill`, `signal` and `raise`, all
/// async-signal-safe; it then lets the signal end the benchmark as it would have. One child
/// at a time (the benchmark runs its programs one after another).
enum ChildProcessGuard {
    /// The child to end, or 0 when there is none.
    private static let child = Atomic<Int32>(0)
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers; call once, before the first child starts.
    static func install() {
        child.store(0, ordering: .relaxed)
        for signal in signals {
            Glibc.signal(signal) { received in
                let pid = ChildProcessGuard.child.load(ordering: .relaxed)
                if pid > 0 { kill(pid, SIGKILL) }
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Makes `pid` the child to end on a signal.
    static func watch(_ pid: pid_t) {
        child.store(pid, ordering: .relaxed)
    }

    /// Forgets `pid` once it has ended and been reaped (its id may be reused).
    static func forget(_ pid: pid_t) {
        _ = child.compareExchange(expected: pid, desired: 0, ordering: .relaxed)
    }
}
