import Foundation
import Testing

/// What a test in a real terminal (tmux, or kitty and xterm under Xvfb) does when this machine
/// cannot give it one — a program not installed, a display or a terminal that did not start:
/// in CI (`CI` set, as `.ci/run` runs) it fails, so that a CI run never passes without the
/// real-terminal tests; elsewhere it is skipped, saying why. Pure; any thread.
public enum UnavailableTerminal: Equatable, Sendable {
    /// Skip the test, with the reason as a warning.
    case skip(String)
    /// Fail the test with the reason.
    case fail(String)

    /// What to do about `reason` in a process with `environment`.
    public static func outcome(_ reason: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Self {
        isCI(environment) ? .fail("\(reason) — in CI a real-terminal test that cannot run fails") : .skip(reason)
    }

    /// Whether `environment` is CI's: `CI` set to anything but empty, `false` or `0`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }
}

/// Ends the running test or test case because this machine cannot give it a real terminal
/// (see ``UnavailableTerminal``): in CI a failure; elsewhere a warning the console shows (a
/// cancelled test case alone is not reported), then the test is cancelled. Never for a failure
/// of the program tested.
public func terminalUnavailable(_ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never {
    switch UnavailableTerminal.outcome(reason) {
    case .fail(let message):
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        throw UnavailableTerminalError(message: message)
    case .skip(let message):
        Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
        try Test.cancel(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Thrown by ``terminalUnavailable(_:sourceLocation:)`` in CI, after the failure is recorded.
struct UnavailableTerminalError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
