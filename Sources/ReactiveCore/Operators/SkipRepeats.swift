extension Signal.Event {
    /// `skipRepeats` as a transformation: remembers the last value forwarded.
    @inlinable
    static func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> Transformation<Value, Error> {
        { downstream, _ in
            let previous = SerialState<Value?>(nil)
            return Signal.Observer { event in
                if case let .value(value) = event {
                    if let previous = previous.value, isEquivalent(previous, value) { return }
                    previous.value = value
                }
                downstream.send(event)
            }
        }
    }
}

extension Signal {
    /// Drops every value that `isEquivalent` considers equivalent to the value forwarded just
    /// before it. The first value is always forwarded.
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.skipRepeats(isEquivalent))
    }
}

extension Signal where Value: Equatable {
    /// Drops every value equal to the value forwarded just before it. The first value is
    /// always forwarded.
    @inlinable
    public func skipRepeats() -> Signal<Value, Error> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Drops every value that `isEquivalent` considers equivalent to the value forwarded just
    /// before it. The first value of each run is always forwarded.
    @inlinable
    public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.skipRepeats(isEquivalent))
    }
}

extension SignalProducer where Value: Equatable {
    /// Drops every value equal to the value forwarded just before it. The first value of each
    /// run is always forwarded.
    @inlinable
    public func skipRepeats() -> SignalProducer<Value, Error> {
        skipRepeats(==)
    }
}
