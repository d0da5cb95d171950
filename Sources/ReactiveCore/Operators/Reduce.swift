extension Signal.Event {
    /// `reduce(into:_:)` as a transformation: accumulates silently, sends the result on
    /// completion.
    @inlinable
    static func reduce<U>(
        into initialResult: U,
        _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
    ) -> Transformation<U, Error> {
        { downstream, _ in
            let accumulator = SerialState(initialResult)
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    nextPartialResult(&accumulator.value, value)
                case .completed:
                    downstream.send(value: accumulator.value)
                    downstream.sendCompleted()
                case let .failed(error):
                    downstream.send(error: error)
                case .interrupted:
                    downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal {
    /// Combines all values into one result with `nextPartialResult`, starting from
    /// `initialResult`, and sends it when `self` completes (`initialResult` if there were no
    /// values). A failure or interruption is forwarded instead. See `scan` for the partial
    /// results.
    @inlinable
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> Signal<U, Error> {
        reduce(into: initialResult) { result, value in result = nextPartialResult(result, value) }
    }

    /// Combines all values into one result by mutating it with `nextPartialResult`, starting
    /// from `initialResult`, and sends it when `self` completes. A failure or interruption is
    /// forwarded instead.
    @inlinable
    public func reduce<U>(
        into initialResult: U,
        _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
    ) -> Signal<U, Error> {
        flatMapEvent(Event.reduce(into: initialResult, nextPartialResult))
    }
}

extension SignalProducer {
    /// Combines all values of a run into one result with `nextPartialResult`, starting from
    /// `initialResult`, and sends it when the run completes. A failure or interruption is
    /// forwarded instead. Each run starts again from `initialResult`.
    @inlinable
    public func reduce<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> SignalProducer<U, Error> {
        reduce(into: initialResult) { result, value in result = nextPartialResult(result, value) }
    }

    /// Combines all values of a run into one result by mutating it with `nextPartialResult`,
    /// starting from `initialResult`, and sends it when the run completes. A failure or
    /// interruption is forwarded instead. Each run starts again from `initialResult`.
    @inlinable
    public func reduce<U>(
        into initialResult: U,
        _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
    ) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.reduce(into: initialResult, nextPartialResult))
    }
}
