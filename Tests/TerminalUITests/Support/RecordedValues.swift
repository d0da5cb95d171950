import ReactiveCore

/// Collects the values a signal sends, from any thread, for tests to assert on.
final class RecordedValues<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])
    private let completed = Locked(false)

    /// A recorder observing `signal`.
    init(_ signal: Signal<Value, Never>) {
        signal.observe { [self] event in
            switch event {
            case .value(let value): storage.withLock { $0.append(value) }
            case .completed, .interrupted, .failed: completed.withLock { $0 = true }
            }
        }
    }

    /// The values received so far.
    var values: [Value] { storage.withLock { $0 } }

    /// Whether the signal has completed (or been interrupted).
    var hasCompleted: Bool { completed.withLock { $0 } }
}
