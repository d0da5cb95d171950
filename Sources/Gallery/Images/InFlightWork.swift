import NIOConcurrencyHelpers

/// Runs at most one computation per key at a time: a caller asking for a key whose computation is
/// under way waits for that one's result instead of starting another (so twelve requests for the
/// same rendition render it once).
///
/// Thread-safe: the running computations are behind one lock. A computation runs in its own task
/// and finishes even if every caller waiting for it is cancelled; errors reach every waiter.
final class InFlightWork<Value: Sendable>: Sendable {
    private let running = NIOLockedValueBox<[String: Task<Value, any Error>]>([:])

    /// The result of `compute` for `key`, or of the computation for `key` already under way.
    func value(for key: String, computing compute: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let running = running
        let task = running.withLockedValue { tasks in
            if let underWay = tasks[key] { return underWay }
            // The task forgets itself when done; it cannot do so before it is registered, because
            // that takes this same lock.
            let task = Task {
                defer { running.withLockedValue { $0[key] = nil } }
                return try await compute()
            }
            tasks[key] = task
            return task
        }
        return try await task.value
    }
}
