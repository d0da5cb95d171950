extension Signal.Event {
    /// `uniqueValues` as a transformation: remembers every identity seen.
    @inlinable
    static func uniqueValues<Identity: Hashable & Sendable>(
        _ transform: @escaping @Sendable (Value) -> Identity
    ) -> Transformation<Value, Error> {
        { downstream, _ in
            let seen = SerialState(Set<Identity>())
            return Signal.Observer { event in
                if case let .value(value) = event, !seen.value.insert(transform(value)).inserted { return }
                downstream.send(event)
            }
        }
    }
}

extension Signal {
    /// Forwards only the values whose identity, given by `transform`, has not been seen before.
    ///
    /// Every identity is kept until the signal terminates; returning a small identity keeps
    /// that memory low.
    @inlinable
    public func uniqueValues<Identity: Hashable & Sendable>(_ transform: @escaping @Sendable (Value) -> Identity) -> Signal<Value, Error> {
        flatMapEvent(Event.uniqueValues(transform))
    }
}

extension Signal where Value: Hashable {
    /// Forwards only the values not seen before. Every value is kept until the signal
    /// terminates.
    @inlinable
    public func uniqueValues() -> Signal<Value, Error> {
        uniqueValues { $0 }
    }
}

extension SignalProducer {
    /// Forwards only the values whose identity, given by `transform`, has not been seen before
    /// in the same run.
    ///
    /// Every identity is kept until the run terminates; returning a small identity keeps that
    /// memory low.
    @inlinable
    public func uniqueValues<Identity: Hashable & Sendable>(
        _ transform: @escaping @Sendable (Value) -> Identity
    ) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.uniqueValues(transform))
    }
}

extension SignalProducer where Value: Hashable {
    /// Forwards only the values not seen before in the same run. Every value is kept until the
    /// run terminates.
    @inlinable
    public func uniqueValues() -> SignalProducer<Value, Error> {
        uniqueValues { $0 }
    }
}
