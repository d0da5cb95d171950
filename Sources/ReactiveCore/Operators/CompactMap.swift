extension Signal.Event {
    /// `compactMap` as a transformation: values for which `transform` returns nil are dropped.
    @inlinable
    static func compactMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> Transformation<U, Error> {
        { downstream, _ in
            Signal.Observer { event in
                switch event {
                case let .value(value):
                    if let output = transform(value) { downstream.send(value: output) }
                case let .failed(error): downstream.send(error: error)
                case .completed: downstream.sendCompleted()
                case .interrupted: downstream.sendInterrupted()
                }
            }
        }
    }
}

extension Signal {
    /// Transforms every value with `transform` and forwards the non-nil results.
    @inlinable
    public func compactMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> Signal<U, Error> {
        flatMapEvent(Event.compactMap(transform))
    }

    /// Forwards the non-nil values, unwrapped, and drops the nils.
    @inlinable
    public func skipNil() -> Signal<Value.Wrapped, Error> where Value: OptionalProtocol, Value.Wrapped: Sendable {
        flatMapEvent(Event.compactMap { $0.optional })
    }
}

extension SignalProducer {
    /// Transforms every value with `transform` and forwards the non-nil results.
    @inlinable
    public func compactMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.compactMap(transform))
    }

    /// Forwards the non-nil values, unwrapped, and drops the nils.
    @inlinable
    public func skipNil() -> SignalProducer<Value.Wrapped, Error> where Value: OptionalProtocol, Value.Wrapped: Sendable {
        flatMapEvent(Signal.Event.compactMap { $0.optional })
    }
}

extension Signal {
    /// The former name of `compactMap(_:)`.
    @available(*, deprecated, renamed: "compactMap(_:)")
    @inlinable
    public func filterMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> Signal<U, Error> {
        compactMap(transform)
    }
}

extension SignalProducer {
    /// The former name of `compactMap(_:)`.
    @available(*, deprecated, renamed: "compactMap(_:)")
    @inlinable
    public func filterMap<U>(_ transform: @escaping @Sendable (Value) -> U?) -> SignalProducer<U, Error> {
        compactMap(transform)
    }
}
