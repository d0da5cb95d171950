extension Signal.Event {
    /// `combinePrevious` as a transformation. `initial` is deliberately not a default argument
    /// of `nil`: when `Value` is itself optional, a `nil` initial value must stay distinct from
    /// "no initial value".
    @inlinable
    static func combinePrevious(initial: Value?) -> Transformation<(Value, Value), Error> {
        { downstream, _ in
            let previous = SerialState(initial)
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    let last = previous.value
                    previous.value = value
                    if let last { downstream.send(value: (last, value)) }
                case let .failed(error):
                    downstream.send(error: error)
                case .completed:
                    downstream.sendCompleted()
                case .interrupted:
                    downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal {
    /// Sends each value paired with the one before it, as `(previous, current)`; the first
    /// value is paired with `initial`.
    @inlinable
    public func combinePrevious(_ initial: Value) -> Signal<(Value, Value), Error> {
        flatMapEvent(Event.combinePrevious(initial: .some(initial)))
    }

    /// Sends each value paired with the one before it, as `(previous, current)`; nothing is
    /// sent for the first value.
    @inlinable
    public func combinePrevious() -> Signal<(Value, Value), Error> {
        flatMapEvent(Event.combinePrevious(initial: .none))
    }
}

extension SignalProducer {
    /// Sends each value paired with the one before it, as `(previous, current)`; the first
    /// value of each run is paired with `initial`.
    @inlinable
    public func combinePrevious(_ initial: Value) -> SignalProducer<(Value, Value), Error> {
        flatMapEvent(Signal.Event.combinePrevious(initial: .some(initial)))
    }

    /// Sends each value paired with the one before it, as `(previous, current)`; nothing is
    /// sent for the first value of each run.
    @inlinable
    public func combinePrevious() -> SignalProducer<(Value, Value), Error> {
        flatMapEvent(Signal.Event.combinePrevious(initial: .none))
    }
}
