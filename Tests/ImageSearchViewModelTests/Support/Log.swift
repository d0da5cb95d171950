import ReactiveCore

/// Collects values from `@Sendable` callbacks on any thread, for assertions.
final class Log<Value: Sendable>: Sendable {
    private let recorded = Locked<[Value]>([])

    /// Adds `value`.
    func append(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    /// Everything added so far, in order.
    var values: [Value] { recorded.withLock { $0 } }
}
