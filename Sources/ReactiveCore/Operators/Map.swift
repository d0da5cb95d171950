extension Signal.Event {
    @inlinable
    static func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Transformation<U, Error> {
        { downstream, _ in
            Signal.Observer { event in downstream.send(event.map(transform)) }
        }
    }

    @inlinable
    static func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Transformation<Value, Error> {
        { downstream, _ in
            Signal.Observer { event in
                if event.passes(isIncluded) { downstream.send(event) }
            }
        }
    }

    /// Whether `filter(isIncluded)` forwards this event: terminating events always pass.
    @inlinable @inline(__always)
    func passes(_ isIncluded: (Value) -> Bool) -> Bool {
        guard case let .value(value) = self else { return true }
        return isIncluded(value)
    }
}

extension Signal {
    /// Transforms every value with `transform`.
    @inlinable
    public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Signal<U, Error> {
        deriveStateless { derived in
            Observer { event in derived.deliver(event.map(transform)) }
        }
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
        deriveStateless { derived in
            Observer { event in
                if event.passes(isIncluded) { derived.deliver(event) }
            }
        }
    }
}

extension SignalProducer {
    /// Transforms every value with `transform`.
    @inlinable
    public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> SignalProducer<U, Error> {
        if let result = resultOfEachStart {
            return SignalProducer<U, Error>(resultOfEachStart: { result().map(transform) })
        }
        return flatMapEvent(Signal.Event.map(transform))
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.filter(isIncluded))
    }
}
