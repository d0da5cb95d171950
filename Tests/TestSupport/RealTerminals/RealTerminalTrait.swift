import Testing

/// A trait for suites and tests that drive programs in real terminals: before each test it
/// checks that `programs` are installed (on `PATH`), and where one is missing the test does not
/// run — skipped with a message naming the Debian packages, or failed in CI (see
/// ``UnavailableTerminal``). Use `.realTerminal(needs:)`.
public struct RealTerminalTrait: SuiteTrait, TestTrait, TestScoping {
    /// The programs needed, each with the Debian package that brings it.
    public let programs: [String: String]

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// The Debian packages of the needed programs that are not installed, sorted.
    public var missingPackages: [String] {
        Set(programs.filter { !ChildProcess.isInstalled($0.key) }.map(\.value)).sorted()
    }

    /// Runs the test when every program is installed; otherwise ends it through
    /// ``terminalUnavailable(_:sourceLocation:)`` (skipped, or failed in CI). Suites just run.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let missing = missingPackages
        guard test.isSuite || missing.isEmpty else {
            try terminalUnavailable("not installed: \(missing.joined(separator: " ")) (apt-get install them, as .ci/run does)")
        }
        try await function()
    }
}

extension Trait where Self == RealTerminalTrait {
    /// Runs the suite or test only where `programs` (program: Debian package) are installed;
    /// in CI a missing one fails it (see ``RealTerminalTrait``).
    public static func realTerminal(needs programs: [String: String]) -> Self {
        RealTerminalTrait(programs: programs)
    }

    /// Runs the suite or test only where tmux is installed; in CI a missing tmux fails it.
    public static var tmux: Self {
        realTerminal(needs: ["tmux": "tmux"])
    }
}
