import ReactiveCore

/// Collects values from `@Sendable` callbacks, for assertions.
final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Locked<[Value]>([])

    func append(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    var values: [Value] { recorded.withLock { $0 } }
}
