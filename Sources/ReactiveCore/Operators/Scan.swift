extension Signal.Event {
    /// `scanMap(into:_:)` as a transformation — the general form of every scan: mutates the
    /// state with each value and sends what `next` returns.
    @inlinable
    static func scanMap<State: Sendable, U>(
        into initialState: State,
        _ next: @escaping @Sendable (inout State, Value) -> U
    ) -> Transformation<U, Error> {
        { downstream, _ in
            let state = SerialState(initialState)
            return Signal.Observer { event in
                downstream.send(event.map { value in next(&state.value, value) })
            }
        }
    }

    /// `scan(into:_:)` as a transformation: sends the accumulator after each value.
    @inlinable
    static func scan<U>(
        into initialResult: U,
        _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
    ) -> Transformation<U, Error> {
        scanMap(into: initialResult) { result, value in
            nextPartialResult(&result, value)
            return result
        }
    }

    /// `scanMap(_:_:)` as a transformation, on top of the mutating form.
    @inlinable
    static func scanMap<State: Sendable, U>(
        _ initialState: State,
        _ next: @escaping @Sendable (State, Value) -> (State, U)
    ) -> Transformation<U, Error> {
        scanMap(into: initialState) { state, value in
            let (nextState, output) = next(state, value)
            state = nextState
            return output
        }
    }
}

extension Signal {
    /// Combines the values with `nextPartialResult`, starting from `initialResult`, and sends
    /// every partial result. See `reduce` for the final result only.
    @inlinable
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> Signal<U, Error> {
        flatMapEvent(Event.scan(into: initialResult) { result, value in result = nextPartialResult(result, value) })
    }

    /// Combines the values by mutating the result with `nextPartialResult`, starting from
    /// `initialResult`, and sends every partial result.
    @inlinable
    public func scan<U>(into initialResult: U, _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void) -> Signal<U, Error> {
        flatMapEvent(Event.scan(into: initialResult, nextPartialResult))
    }

    /// Threads a state through the values: `next` returns the next state and a value to send.
    @inlinable
    public func scanMap<State: Sendable, U>(
        _ initialState: State,
        _ next: @escaping @Sendable (State, Value) -> (State, U)
    ) -> Signal<U, Error> {
        flatMapEvent(Event.scanMap(initialState, next))
    }

    /// Threads a state through the values: `next` mutates the state and returns a value to
    /// send.
    @inlinable
    public func scanMap<State: Sendable, U>(
        into initialState: State,
        _ next: @escaping @Sendable (inout State, Value) -> U
    ) -> Signal<U, Error> {
        flatMapEvent(Event.scanMap(into: initialState, next))
    }
}

extension SignalProducer {
    /// Combines the values with `nextPartialResult`, starting from `initialResult`, and sends
    /// every partial result. Each run starts again from `initialResult`.
    @inlinable
    public func scan<U>(_ initialResult: U, _ nextPartialResult: @escaping @Sendable (U, Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.scan(into: initialResult) { result, value in result = nextPartialResult(result, value) })
    }

    /// Combines the values by mutating the result with `nextPartialResult`, starting from
    /// `initialResult`, and sends every partial result. Each run starts again from
    /// `initialResult`.
    @inlinable
    public func scan<U>(
        into initialResult: U,
        _ nextPartialResult: @escaping @Sendable (inout U, Value) -> Void
    ) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.scan(into: initialResult, nextPartialResult))
    }

    /// Threads a state through the values: `next` returns the next state and a value to send.
    /// Each run starts again from `initialState`.
    @inlinable
    public func scanMap<State: Sendable, U>(
        _ initialState: State,
        _ next: @escaping @Sendable (State, Value) -> (State, U)
    ) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.scanMap(initialState, next))
    }

    /// Threads a state through the values: `next` mutates the state and returns a value to
    /// send. Each run starts again from `initialState`.
    @inlinable
    public func scanMap<State: Sendable, U>(
        into initialState: State,
        _ next: @escaping @Sendable (inout State, Value) -> U
    ) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.scanMap(into: initialState, next))
    }
}
