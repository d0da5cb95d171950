import Foundation
import Synchronization

/// Ends the benchmark's children when the benchmark itself is interrupted (SIGINT, SIGTERM,
/// SIGHUP): each child runs in a session of its own, so the user's Ctrl-C never reaches it.
///
/// The signal handler only reads atomics and calls `kill`, `signal` and `raise`, all
/// async-signal-safe; it then lets the signal end the benchmark as it would have. At most
/// `capacity` children at a time (the benchmark runs a Gallery server and one app at most).
enum ChildProcessGuard {
    /// One child's id, or 0 when the slot is free.
    private final class Slot: Sendable {
        let pid = Atomic<Int32>(0)
    }

    /// The most children watched at once.
    static let capacity = 4

    private static let slots = (0..<capacity).map { _ in Slot() }
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers; call once, before the first child starts.
    static func install() {
        for signal in signals {
            Glibc.signal(signal) { received in
                for slot in ChildProcessGuard.slots {
                    let pid = slot.pid.load(ordering: .relaxed)
                    if pid > 0 { kill(pid, SIGKILL) }
                }
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Makes `pid` a child to end on a signal; returns false when every slot is taken (the
    /// child then relies on the hang-up its terminal sends when the benchmark's end closes it).
    @discardableResult
    static func watch(_ pid: pid_t) -> Bool {
        for slot in slots where slot.pid.compareExchange(expected: 0, desired: pid, ordering: .relaxed).exchanged {
            return true
        }
        return false
    }

    /// Forgets `pid` once it has ended and been reaped (its id may be reused).
    static func forget(_ pid: pid_t) {
        for slot in slots where slot.pid.compareExchange(expected: pid, desired: 0, ordering: .relaxed).exchanged {
            return
        }
    }
}
