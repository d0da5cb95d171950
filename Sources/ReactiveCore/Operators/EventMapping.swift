extension Signal.Event {
    /// A transformation that turns every upstream event into exactly one downstream event.
    ///
    /// The downstream event may be terminating even when the upstream one is a value — that is
    /// how operators such as `attemptMap` or `take(while:)` end a stream early. After sending a
    /// terminating event the observer ignores whatever upstream still sends: a producer's work
    /// may go on sending until it notices that its run has ended.
    @inlinable
    static func mapEvent<U, E>(
        _ transform: @escaping @Sendable (Signal<Value, Error>.Event) -> Signal<U, E>.Event
    ) -> Transformation<U, E> {
        { downstream, _ in
            let hasTerminated = SerialState(false)
            return Signal.Observer { event in
                guard !hasTerminated.value else { return }
                let output = transform(event)
                hasTerminated.value = output.isTerminating
                downstream.send(output)
            }
        }
    }

    /// Like `mapEvent(_:)` for operators that look only at values: each value becomes the event
    /// that `transform` returns, and terminating events pass through unchanged.
    @inlinable
    static func mapValueToEvent<U>(
        _ transform: @escaping @Sendable (Value) -> Signal<U, Error>.Event
    ) -> Transformation<U, Error> {
        mapEvent { event in
            switch event {
            case let .value(value): return transform(value)
            case let .failed(error): return .failed(error)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }
    }
}
