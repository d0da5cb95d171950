import ReactiveCore

/// Waits until `start` calls the `resume` function it is handed — from any thread, at any time,
/// even before `start` returns — and returns the value of that first call; nil when `timeout`
/// passes first. Later calls are ignored.
///
/// For asynchronous tests that wait on events rather than on sleeps: the timeout is generous and
/// only turns a hang into a failure.
public func firstCallback<Value: Sendable>(
    within timeout: Duration = .seconds(20),
    _ start: (_ resume: @escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let pending = Locked<CheckedContinuation<Value?, Never>?>(continuation)
        let resume: @Sendable (Value?) -> Void = { value in
            pending.withLock { slot in
                defer { slot = nil }
                return slot
            }?.resume(returning: value)
        }
        let timer = Task {
            // Cancelled once a value came: that value won, so nothing more to do.
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            resume(nil)
        }
        start { value in
            resume(value)
            timer.cancel()
        }
    }
}
