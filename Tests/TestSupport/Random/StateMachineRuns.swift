import Foundation

/// How many random sequences a state-machine or random-event test runs: its own number, unless
/// the environment variable `STATE_MACHINE_RUNS` gives another (more to hunt longer, fewer where
/// every step is slow, as under the thread sanitizer).
public enum StateMachineRuns {
    /// `STATE_MACHINE_RUNS` when it is a non-negative number, otherwise `standard`.
    public static func count(standard: Int) -> Int {
        ProcessInfo.processInfo.environment["STATE_MACHINE_RUNS"].flatMap(Int.init).flatMap { $0 >= 0 ? $0 : nil } ?? standard
    }
}
