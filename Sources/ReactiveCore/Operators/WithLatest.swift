extension Junction {
    /// Pairs each value of `source` with the latest value of `samplee`, once `samplee` has sent
    /// one. Terminates with `source`; the terminating events of `samplee` are ignored. `samplee`
    /// is attached first, as in ReactiveSwift, so that a synchronous samplee is already sampled.
    @inlinable
    static func withLatest<Source, Samplee>(
        _ source: EventSource<Source, Error>,
        from samplee: EventSource<Samplee, Never>
    ) -> Junction where Item == PairedEvent<Source, Error, Samplee, Never>, Value == (Source, Samplee) {
        .pairing(source, samplee, secondaryFirst: true) { downstream, _ in
            let latest = SerialState<Samplee?>(nil)
            return { item in
                switch item {
                case let .primary(.value(value)):
                    if let sampled = latest.value { downstream.send(value: (value, sampled)) }
                case .primary(.completed):
                    downstream.sendCompleted()
                case let .primary(.failed(error)):
                    downstream.send(error: error)
                case .primary(.interrupted):
                    downstream.sendInterrupted()
                case let .secondary(.value(value)):
                    latest.value = value
                case .secondary:
                    break
                }
            }
        }
    }
}

extension Signal {
    /// Pairs each value of `self` with the latest value of `samplee`; values sent before
    /// `samplee` has sent one are dropped. Terminates with `self`; the terminating events of
    /// `samplee` are ignored.
    @inlinable
    public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
        .joining(.withLatest(EventSource(self), from: EventSource(samplee)))
    }

    /// Pairs each value of `self` with the latest value of `samplee`, which is started when this
    /// signal is created and interrupted when it terminates. See `withLatest(from:)`.
    @inlinable
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
        .joining(.withLatest(EventSource(self), from: EventSource(samplee)))
    }

    /// Like `withLatest(from:)` with any producer-convertible samplee, such as a property.
    @inlinable
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> Signal<(Value, Samplee.Value), Error> where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}

extension SignalProducer {
    /// Pairs each value of `self` with the latest value of `samplee` — a producer or any
    /// producer-convertible stream, such as a signal or a property. Each run starts `samplee`
    /// first. See `Signal.withLatest(from:)`.
    @inlinable
    public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        SignalProducer<(Value, U), Error>(joining: .withLatest(EventSource(self), from: EventSource(samplee)))
    }

    /// Like `withLatest(from:)` with any producer-convertible samplee.
    @inlinable
    public func withLatest<Samplee: SignalProducerConvertible>(from samplee: Samplee) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
        withLatest(from: samplee.producer)
    }
}
