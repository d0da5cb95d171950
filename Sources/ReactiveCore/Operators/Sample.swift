/// The state of one `sample(with:)` output.
@usableFromInline
struct SampleState<Value> {
    @usableFromInline var latest: Value?
    @usableFromInline var isSourceCompleted = false
    @usableFromInline var isSamplerCompleted = false

    @inlinable
    init() {}
}

extension Junction {
    /// Sends the latest value of `source` paired with each value of `sampler`, once `source` has
    /// sent a value. Completes when both have completed; fails with `source`; interrupts when
    /// either is interrupted. `source` is attached first, as in ReactiveSwift.
    @inlinable
    static func sample<Source, Sampler>(
        _ source: EventSource<Source, Error>,
        with sampler: EventSource<Sampler, Never>
    ) -> Junction where Item == PairedEvent<Source, Error, Sampler, Never>, Value == (Source, Sampler) {
        .pairing(source, sampler, secondaryFirst: false) { downstream, _ in
            let state = SerialState(SampleState<Source>())
            return { item in
                switch item {
                case let .primary(.value(value)):
                    state.value.latest = value
                case .primary(.completed):
                    state.value.isSourceCompleted = true
                    if state.value.isSamplerCompleted { downstream.sendCompleted() }
                case let .primary(.failed(error)):
                    downstream.send(error: error)
                case .primary(.interrupted), .secondary(.interrupted):
                    downstream.sendInterrupted()
                case let .secondary(.value(samplerValue)):
                    if let latest = state.value.latest { downstream.send(value: (latest, samplerValue)) }
                case .secondary(.completed):
                    state.value.isSamplerCompleted = true
                    if state.value.isSourceCompleted { downstream.sendCompleted() }
                }
            }
        }
    }
}

extension Signal {
    /// Sends the latest value of `self` together with the value of `sampler`, each time
    /// `sampler` sends one; nothing while `self` has not sent a value yet. The latest value
    /// stays available after `self` completes. Completes when both have completed; interrupts
    /// if either is interrupted.
    @inlinable
    public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
        .joining(.sample(EventSource(self), with: EventSource(sampler)))
    }

    /// Sends the latest value of `self` each time `sampler` sends a value. See `sample(with:)`.
    @inlinable
    public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
        sample(with: sampler).map { value, _ in value }
    }
}

extension SignalProducer {
    /// Sends the latest value of `self` together with the value of `sampler` — a producer or
    /// any producer-convertible stream, such as a signal — each time `sampler` sends one. Each
    /// run starts `self` first. See `Signal.sample(with:)`.
    @inlinable
    public func sample<U>(with sampler: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
        SignalProducer<(Value, U), Error>(joining: .sample(EventSource(self), with: EventSource(sampler)))
    }

    /// Like `sample(with:)` with any producer-convertible sampler, such as a signal or a
    /// property.
    @inlinable
    public func sample<Sampler: SignalProducerConvertible>(with sampler: Sampler) -> SignalProducer<(Value, Sampler.Value), Error> where Sampler.Error == Never {
        sample(with: sampler.producer)
    }

    /// Sends the latest value of `self` each time `sampler` sends a value. See
    /// `Signal.sample(with:)`.
    @inlinable
    public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        sample(with: sampler).map { value, _ in value }
    }

    /// Like `sample(on:)` with any producer-convertible sampler, such as a signal or a property.
    @inlinable
    public func sample<Sampler: SignalProducerConvertible>(on sampler: Sampler) -> SignalProducer<Value, Error> where Sampler.Value == (), Sampler.Error == Never {
        sample(on: sampler.producer)
    }
}
