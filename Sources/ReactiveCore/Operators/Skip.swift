extension Signal.Event {
    /// `skip(first:)` as a transformation.
    @inlinable
    static func skip(first count: Int) -> Transformation<Value, Error> {
        { downstream, _ in
            let remaining = SerialState(count)
            return Signal.Observer { event in
                if case .value = event, remaining.value > 0 {
                    remaining.value -= 1
                    return
                }
                downstream.send(event)
            }
        }
    }

    /// `skip(while:)` as a transformation: once a value fails `shouldContinue`, the predicate
    /// is not consulted again.
    @inlinable
    static func skip(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Transformation<Value, Error> {
        { downstream, _ in
            let isSkipping = SerialState(true)
            return Signal.Observer { event in
                if isSkipping.value, case let .value(value) = event {
                    if shouldContinue(value) { return }
                    isSkipping.value = false
                }
                downstream.send(event)
            }
        }
    }
}

extension Signal {
    /// Drops the first `count` values, then forwards everything. Terminating events are never
    /// dropped. Precondition: `count >= 0`.
    @inlinable
    public func skip(first count: Int) -> Signal<Value, Error> {
        precondition(count >= 0, "skip(first:) needs a count of at least 0")
        guard count > 0 else { return self }
        return flatMapEvent(Event.skip(first: count))
    }

    /// Drops values while `shouldContinue` returns true; from the first value for which it
    /// returns false (included), forwards everything.
    @inlinable
    public func skip(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.skip(while: shouldContinue))
    }
}

extension SignalProducer {
    /// Drops the first `count` values of each run, then forwards everything. Terminating
    /// events are never dropped. Precondition: `count >= 0`.
    @inlinable
    public func skip(first count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "skip(first:) needs a count of at least 0")
        guard count > 0 else { return self }
        return flatMapEvent(Signal.Event.skip(first: count))
    }

    /// Drops values while `shouldContinue` returns true; from the first value for which it
    /// returns false (included), forwards everything.
    @inlinable
    public func skip(while shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.skip(while: shouldContinue))
    }
}
