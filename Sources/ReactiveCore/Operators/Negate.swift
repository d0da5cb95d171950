extension Signal where Value == Bool {
    /// Sends the logical NOT of every value.
    @inlinable
    public func negate() -> Signal<Bool, Error> {
        flatMapEvent(Event.map { !$0 })
    }
}

extension SignalProducer where Value == Bool {
    /// Sends the logical NOT of every value.
    @inlinable
    public func negate() -> SignalProducer<Bool, Error> {
        flatMapEvent(Signal.Event.map { !$0 })
    }
}
