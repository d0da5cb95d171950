extension Signal.Event {
    @inlinable
    static func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Transformation<U, Error> {
        { downstream, _ in
            Signal.Observer { event in
                switch event {
                case let .value(value): downstream.send(value: transform(value))
                case let .failed(error): downstream.send(error: error)
                case .completed: downstream.sendCompleted()
                case .interrupted: downstream.sendInterrupted()
                }
            }
        }
    }

    @inlinable
    static func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Transformation<Value, Error> {
        { downstream, _ in
            Signal.Observer { event in
                if case let .value(value) = event, !isIncluded(value) { return }
                downstream.send(event)
            }
        }
    }
}

extension Signal {
    /// Transforms every value with `transform`.
    @inlinable
    public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Signal<U, Error> {
        flatMapEvent(Event.map(transform))
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
        flatMapEvent(Event.filter(isIncluded))
    }
}

extension SignalProducer {
    /// Transforms every value with `transform`.
    @inlinable
    public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.map(transform))
    }

    /// Forwards only the values for which `isIncluded` returns true.
    @inlinable
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.filter(isIncluded))
    }
}
