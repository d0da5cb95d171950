extension Signal {
    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> Signal<U, Error> {
        flatMapEvent(Event.map { _ in value })
    }

    /// Replaces every value with the property at `keyPath`, as in `signal.map(\.count)`.
    ///
    /// The key path must be `Sendable`; key path literals whose components are all `Sendable`
    /// are inferred as such.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> Signal<U, Error> {
        flatMapEvent(Event.map { $0[keyPath: keyPath] })
    }
}

extension SignalProducer {
    /// Replaces every value with `value`.
    @inlinable
    public func map<U>(value: U) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.map { _ in value })
    }

    /// Replaces every value with the property at `keyPath`, as in `producer.map(\.count)`.
    ///
    /// The key path must be `Sendable`; key path literals whose components are all `Sendable`
    /// are inferred as such.
    @inlinable
    public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.map { $0[keyPath: keyPath] })
    }
}
