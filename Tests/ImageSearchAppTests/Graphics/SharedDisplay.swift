import Testing
import TestSupport

/// A suite trait giving the suite one ``VirtualDisplay`` (Xvfb) of its own, started before its
/// first test and stopped after its last, so that its tests do not each pay for a server.
/// Tests reach it with ``required()``.
struct SharedDisplay: SuiteTrait, TestScoping {
    /// The suite's display, or why it could not be started; nil outside such a suite.
    @TaskLocal static var current: Result<VirtualDisplay, any Error>?

    /// Once around the whole suite, not around each test.
    var isRecursive: Bool { false }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let display: Result<VirtualDisplay, any Error>
        do {
            display = .success(try await VirtualDisplay())
        } catch {
            display = .failure(error)
        }
        defer { if case .success(let started) = display { started.stop() } }
        try await Self.$current.withValue(display) { try await function() }
    }

    /// The suite's display; skips the test (fails it in CI), saying why, when Xvfb could not be
    /// started.
    static func required() throws -> VirtualDisplay {
        switch current {
        case .success(let display): return display
        case .failure(let failure): try terminalUnavailable("Xvfb could not be started, so real terminals cannot be tested: \(failure)")
        case nil: preconditionFailure("SharedDisplay.required() outside a suite with the .sharedDisplay trait")
        }
    }
}

extension Trait where Self == SharedDisplay {
    /// One Xvfb for the whole suite (see ``SharedDisplay``).
    static var sharedDisplay: Self { Self() }
}
