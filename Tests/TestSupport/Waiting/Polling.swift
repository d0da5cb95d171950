/// Asks `probe` every `interval` until it returns a value, for at most `timeout`; returns that
/// value, or nil when the time passed first (`probe` is asked at least once).
///
/// For things that announce no change — a file another process writes, a screen — so that a
/// test waits for the state it needs rather than for a fixed time. Suspends between probes
/// rather than blocking its thread, leaving Swift concurrency's few threads to the tests
/// running beside it.
public func poll<Value>(
    every interval: Duration = .milliseconds(100),
    within timeout: Duration,
    _ probe: () async throws -> Value?
) async throws -> Value? {
    let deadline = ContinuousClock.now + timeout
    while true {
        if let value = try await probe() { return value }
        guard ContinuousClock.now < deadline else { return nil }
        try await Task.sleep(for: interval)
    }
}
