extension Signal {
    /// The values this signal sends from now on as an `AsyncThrowingStream`, as in
    /// ReactiveSwift 7. The stream observes the signal at once, buffers without bound, ends when
    /// the signal completes or is interrupted, and throws its error. Prefer `values`, which
    /// keeps the error's type and subscribes per iteration.
    public var asyncThrowingStream: AsyncThrowingStream<Value, Swift.Error> {
        AsyncThrowingStream { continuation in
            let subscription = observe(yielding: { continuation.yield($0) }, finishing: { continuation.finish(throwing: $0) })
            continuation.onTermination = { _ in subscription?.dispose() }
        }
    }

    /// Observes the values with `yield` and the end with `finish`, which receives the error if
    /// the signal failed.
    private func observe(
        yielding yield: @escaping @Sendable (Value) -> Void,
        finishing finish: @escaping @Sendable (Error?) -> Void
    ) -> Disposable? {
        observe { event in
            switch event {
            case let .value(value): yield(value)
            case let .failed(error): finish(error)
            case .completed, .interrupted: finish(nil)
            }
        }
    }
}

extension Signal where Error == Never {
    /// The values this signal sends from now on as an `AsyncStream`, as in ReactiveSwift 7. The
    /// stream observes the signal at once, buffers without bound and ends when the signal
    /// completes or is interrupted. Prefer `values`, which subscribes per iteration.
    public var asyncStream: AsyncStream<Value> {
        AsyncStream { continuation in
            let subscription = observe(yielding: { continuation.yield($0) }, finishing: { _ in continuation.finish() })
            continuation.onTermination = { _ in subscription?.dispose() }
        }
    }
}
