extension Signal.Event {
    /// `materialize` as a transformation: every event becomes a value; a terminating event is
    /// followed by `completed`, or by `interrupted` for an interruption.
    @inlinable
    static func materialize() -> Transformation<Signal<Value, Error>.Event, Never> {
        { downstream, _ in
            Signal.Observer { event in
                downstream.send(value: event)
                switch event {
                case .value: break
                case .completed, .failed: downstream.sendCompleted()
                case .interrupted: downstream.sendInterrupted()
                }
            }
        }
    }

    /// `materializeResults` as a transformation: values and the error become `Result` values.
    @inlinable
    static func materializeResults() -> Transformation<Result<Value, Error>, Never> {
        { downstream, _ in
            Signal.Observer { event in
                switch event {
                case let .value(value):
                    downstream.send(value: .success(value))
                case let .failed(error):
                    downstream.send(value: .failure(error))
                    downstream.sendCompleted()
                case .completed:
                    downstream.sendCompleted()
                case .interrupted:
                    downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal.Event where Error == Never {
    /// The inverse of a materialization: each value becomes the event `unwrap` returns — which
    /// may end the stream early — and completion and interruption pass through.
    @inlinable
    static func dematerialize<U, E>(
        _ unwrap: @escaping @Sendable (Value) -> Signal<U, E>.Event
    ) -> Transformation<U, E> {
        mapEvent { event in
            switch event {
            case let .value(value): return unwrap(value)
            case .completed: return .completed
            case .interrupted: return .interrupted
            }
        }
    }
}

extension Signal {
    /// Sends every event of `self` as a value, so that failures and completion can be handled
    /// like values. After a `completed` or `failed` value the returned signal completes; after
    /// an `interrupted` value it is interrupted.
    @inlinable
    public func materialize() -> Signal<Event, Never> {
        flatMapEvent(Event.materialize())
    }

    /// Sends every value of `self` as `.success` and its failure as a `.failure` value, after
    /// which the returned signal completes.
    @inlinable
    public func materializeResults() -> Signal<Result<Value, Error>, Never> {
        flatMapEvent(Event.materializeResults())
    }
}

extension Signal where Error == Never {
    /// Turns a signal of events back into those events: each value is sent as the event it
    /// carries, so a terminating one ends the returned signal.
    @inlinable
    public func dematerialize() -> Signal<Value.Value, Value.Error> where Value: EventProtocol {
        flatMapEvent(Event.dematerialize { $0.event })
    }

    /// Turns a signal of results back into values and a failure: a `.failure` value ends the
    /// returned signal with that error.
    @inlinable
    public func dematerializeResults<Success, Failure>() -> Signal<Success, Failure> where Value == Result<Success, Failure> {
        flatMapEvent(Event.dematerialize(Signal<Success, Failure>.Event.init(result:)))
    }
}

extension SignalProducer {
    /// Sends every event of a run as a value, so that failures and completion can be handled
    /// like values. After a `completed` or `failed` value the run completes; disposing the run
    /// interrupts it without an `interrupted` value.
    @inlinable
    public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
        flatMapEvent(Signal.Event.materialize())
    }

    /// Sends every value of a run as `.success` and its failure as a `.failure` value, after
    /// which the run completes.
    @inlinable
    public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
        flatMapEvent(Signal.Event.materializeResults())
    }
}

extension SignalProducer where Error == Never {
    /// Turns a producer of events back into those events: each value is sent as the event it
    /// carries, so a terminating one ends the run.
    @inlinable
    public func dematerialize() -> SignalProducer<Value.Value, Value.Error> where Value: EventProtocol {
        flatMapEvent(Signal.Event.dematerialize { $0.event })
    }

    /// Turns a producer of results back into values and a failure: a `.failure` value ends the
    /// run with that error.
    @inlinable
    public func dematerializeResults<Success, Failure>() -> SignalProducer<Success, Failure> where Value == Result<Success, Failure> {
        flatMapEvent(Signal.Event.dematerialize(Signal<Success, Failure>.Event.init(result:)))
    }
}

extension Signal.Event {
    /// The event that carries `result`: its success as a value, its failure as `failed`.
    @inlinable
    init(result: Result<Value, Error>) {
        switch result {
        case let .success(value): self = .value(value)
        case let .failure(error): self = .failed(error)
        }
    }
}
