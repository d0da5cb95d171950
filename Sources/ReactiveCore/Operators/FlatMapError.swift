extension Junction {
    /// Forwards `source` until it fails; then starts the producer `transform` makes of the
    /// error and forwards that producer's events instead.
    @inlinable
    static func recovering<SourceError>(
        _ source: EventSource<Value, SourceError>,
        _ transform: @escaping @Sendable (SourceError) -> SignalProducer<Value, Error>
    ) -> Junction where Item == PairedEvent<Value, SourceError, Value, Error> {
        .relay(source) { event in
            switch event {
            case let .value(value): return .forward(.value(value))
            case let .failed(error): return .switchTo(EventSource(transform(error)))
            case .completed: return .forward(.completed)
            case .interrupted: return .forward(.interrupted)
            }
        }
    }
}

extension Signal {
    /// Replaces a failure of `self` with the producer `transform` makes of the error: the
    /// producer is started when `self` fails, and its events are forwarded.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping @Sendable (Error) -> SignalProducer<Value, F>) -> Signal<Value, F> {
        .joining(.recovering(EventSource(self), transform))
    }

    /// Replaces a failure of `self` with the stream (producer, signal or property) that
    /// `transform` makes of the error. See `flatMapError(_:)`.
    @inlinable
    public func flatMapError<Inner: SignalProducerConvertible & SendableMetatype>(_ transform: @escaping @Sendable (Error) -> Inner) -> Signal<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}

extension SignalProducer {
    /// Replaces a failure of a run with the producer `transform` makes of the error: the
    /// producer is started in its place, and its events are forwarded. Interrupting the run
    /// interrupts it.
    @inlinable
    public func flatMapError<F>(_ transform: @escaping @Sendable (Error) -> SignalProducer<Value, F>) -> SignalProducer<Value, F> {
        SignalProducer<Value, F>(joining: .recovering(EventSource(self), transform))
    }

    /// Replaces a failure of a run with the stream (producer, signal or property) that
    /// `transform` makes of the error. See `flatMapError(_:)`.
    @inlinable
    public func flatMapError<Inner: SignalProducerConvertible & SendableMetatype>(_ transform: @escaping @Sendable (Error) -> Inner) -> SignalProducer<Value, Inner.Error> where Inner.Value == Value {
        flatMapError { transform($0).producer }
    }
}
