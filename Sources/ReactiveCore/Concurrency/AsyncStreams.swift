extension Signal {
    /// The values this signal sends from now on as an `AsyncThrowingStream`, as in
    /// ReactiveSwift 7. The stream observes the signal at once, buffers without bound, ends when
    /// the signal completes or is interrupted, and throws its error. Prefer `values`, which
    /// keeps the error's type and subscribes per iteration.
    public var asyncThrowingStream: AsyncThrowingStream<Value, Swift.Error> {
        throwingStream { observe($0) }
    }
}

extension Signal where Error == Never {
    /// The values this signal sends from now on as an `AsyncStream`, as in ReactiveSwift 7. The
    /// stream observes the signal at once, buffers without bound and ends when the signal
    /// completes or is interrupted. Prefer `values`, which subscribes per iteration.
    public var asyncStream: AsyncStream<Value> {
        stream { observe($0) }
    }
}

extension SignalProducer {
    /// The values of one run of this producer as an `AsyncThrowingStream`, as in ReactiveSwift 7.
    /// The producer is started when the stream is made, not when it is iterated; the stream
    /// buffers without bound, ends when the run completes or is interrupted, and throws its
    /// error. The run is interrupted when the stream's consumer stops (cancellation, or the
    /// stream is released). Prefer `values`, which keeps the error's type and starts a run per
    /// iteration.
    public var asyncThrowingStream: AsyncThrowingStream<Value, Swift.Error> {
        throwingStream { start($0) }
    }
}

extension SignalProducer where Error == Never {
    /// The values of one run of this producer as an `AsyncStream`, as in ReactiveSwift 7. The
    /// producer is started when the stream is made, not when it is iterated; the stream buffers
    /// without bound and ends when the run completes or is interrupted. The run is interrupted
    /// when the stream's consumer stops. Prefer `values`, which starts a run per iteration.
    public var asyncStream: AsyncStream<Value> {
        stream { start($0) }
    }
}

/// An `AsyncThrowingStream` fed by the events `subscribe` delivers to the action it is given;
/// the disposable it returns is disposed when the stream's consumer stops.
private func throwingStream<Value: Sendable, Error: Swift.Error>(
    _ subscribe: (@escaping Signal<Value, Error>.Observer.Action) -> Disposable?
) -> AsyncThrowingStream<Value, Swift.Error> {
    AsyncThrowingStream { continuation in
        let subscription = subscribe { event in
            switch event {
            case let .value(value): continuation.yield(value)
            case let .failed(error): continuation.finish(throwing: error)
            case .completed, .interrupted: continuation.finish()
            }
        }
        continuation.onTermination = { _ in subscription?.dispose() }
    }
}

/// An `AsyncStream` fed by the events `subscribe` delivers to the action it is given; the
/// disposable it returns is disposed when the stream's consumer stops.
private func stream<Value: Sendable>(
    _ subscribe: (@escaping Signal<Value, Never>.Observer.Action) -> Disposable?
) -> AsyncStream<Value> {
    AsyncStream { continuation in
        let subscription = subscribe { event in
            if case let .value(value) = event {
                continuation.yield(value)
            } else {
                continuation.finish()
            }
        }
        continuation.onTermination = { _ in subscription?.dispose() }
    }
}
