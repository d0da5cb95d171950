import Foundation

/// Runs `body` — a blocking wait on tmux — on a thread of its own and awaits its result, so
/// that the waiting never holds one of Swift concurrency's few threads, which the in-process
/// test server needs to answer.
func offPool<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
}
