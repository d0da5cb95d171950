extension Signal.Event {
    /// `mapError` as a transformation: only `failed` events change.
    @inlinable
    static func mapError<F>(_ transform: @escaping @Sendable (Error) -> F) -> Transformation<Value, F> {
        { downstream, _ in
            Signal.Observer { event in downstream.send(event.mapError(transform)) }
        }
    }
}

extension Signal {
    /// Transforms the error with `transform`; values, completion and interruption pass unchanged.
    @inlinable
    public func mapError<F>(_ transform: @escaping @Sendable (Error) -> F) -> Signal<Value, F> {
        flatMapEvent(Event.mapError(transform))
    }
}

extension SignalProducer {
    /// Transforms the error with `transform`; values, completion and interruption pass unchanged.
    @inlinable
    public func mapError<F>(_ transform: @escaping @Sendable (Error) -> F) -> SignalProducer<Value, F> {
        flatMapEvent(Signal.Event.mapError(transform))
    }
}
