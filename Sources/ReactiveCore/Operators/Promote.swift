extension Signal.Event where Error == Never {
    /// Retypes the error of a stream that cannot fail; no event changes.
    @inlinable
    static func promoteError<F>(_: F.Type) -> Transformation<Value, F> {
        { downstream, _ in
            Signal.Observer { event in
                switch event {
                case let .value(value): downstream.send(value: value)
                case .completed: downstream.sendCompleted()
                case .interrupted: downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal.Event where Value == Never {
    /// Retypes the values of a stream that sends none; no event changes.
    @inlinable
    static func promoteValue<U>(_: U.Type) -> Transformation<U, Error> {
        { downstream, _ in
            Signal.Observer { event in
                switch event {
                case let .failed(error): downstream.send(error: error)
                case .completed: downstream.sendCompleted()
                case .interrupted: downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal where Error == Never {
    /// This signal, typed as one that may fail with `F` — to combine it with signals that can
    /// fail. It never actually fails.
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> Signal<Value, F> {
        flatMapEvent(Event.promoteError(F.self))
    }

    /// This signal itself: the overload that lets `promoteError()` compile where no other error
    /// type is asked for.
    @inlinable
    public func promoteError(_: Error.Type = Error.self) -> Signal<Value, Error> {
        self
    }
}

extension Signal where Value == Never {
    /// This signal, typed as one that may send values of type `U` — to combine it with signals
    /// that send values. It never actually sends one.
    @inlinable
    public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
        flatMapEvent(Event.promoteValue(U.self))
    }

    /// This signal itself: the overload that lets `promoteValue()` compile where no other value
    /// type is asked for.
    @inlinable
    public func promoteValue(_: Value.Type = Value.self) -> Signal<Value, Error> {
        self
    }
}

extension SignalProducer where Error == Never {
    /// This producer, typed as one that may fail with `F` — to combine it with producers that
    /// can fail. It never actually fails.
    @inlinable
    public func promoteError<F>(_: F.Type = F.self) -> SignalProducer<Value, F> {
        flatMapEvent(Signal.Event.promoteError(F.self))
    }

    /// This producer itself: the overload that lets `promoteError()` compile where no other
    /// error type is asked for.
    @inlinable
    public func promoteError(_: Error.Type = Error.self) -> SignalProducer<Value, Error> {
        self
    }
}

extension SignalProducer where Value == Never {
    /// This producer, typed as one that may send values of type `U` — to combine it with
    /// producers that send values. It never actually sends one.
    @inlinable
    public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.promoteValue(U.self))
    }

    /// This producer itself: the overload that lets `promoteValue()` compile where no other
    /// value type is asked for.
    @inlinable
    public func promoteValue(_: Value.Type = Value.self) -> SignalProducer<Value, Error> {
        self
    }
}
