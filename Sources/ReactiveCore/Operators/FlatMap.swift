// `flatMap(_:_:)`: maps each value to an inner stream and flattens the inner streams with a
// `FlattenStrategy`, with the same overloads as ReactiveSwift for inner producers, signals and
// properties that may or may not fail. A stream that cannot fail is promoted to the other's
// error type. See `FlattenStrategy` for completion, failure and interruption.
//
// `Inner` must have a sendable metatype (every type not isolated to a global actor has one)
// because inner streams are converted to producers on whichever thread the outer stream sends.

extension Signal {
    /// Maps each value to a producer and flattens the producers with `strategy`. A failure of
    /// this signal or of a forwarded producer is forwarded at once.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Error>) -> Signal<U, Error> {
        .joining(.flatten(EventSource(self), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream (a producer, signal or property) and flattens them
    /// with `strategy`. A failure of this signal or of a forwarded inner stream is forwarded at
    /// once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> Signal<Inner.Value, Error> where Inner.Error == Error {
        .joining(.flatten(EventSource(self), strategy) { EventSource(transform($0).producer) })
    }

    /// Maps each value to a producer that cannot fail and flattens the producers with
    /// `strategy`. A failure of this signal is forwarded at once.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>) -> Signal<U, Error> {
        .joining(.flatten(EventSource(self), strategy) { EventSource(promoting: EventSource(transform($0))) })
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`. A
    /// failure of this signal is forwarded at once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> Signal<Inner.Value, Error> where Inner.Error == Never {
        .joining(.flatten(EventSource(self), strategy) { EventSource(promoting: EventSource(transform($0).producer)) })
    }
}

extension Signal where Error == Never {
    /// Maps each value to a producer and flattens the producers with `strategy`. A failure of a
    /// forwarded producer is forwarded at once.
    @inlinable
    public func flatMap<U, F>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, F>) -> Signal<U, F> {
        .joining(.flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream and flattens them with `strategy`. A failure of a
    /// forwarded inner stream is forwarded at once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> Signal<Inner.Value, Inner.Error> {
        .joining(.flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource(transform($0).producer) })
    }

    /// Maps each value to a producer and flattens the producers with `strategy`; nothing can
    /// fail.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>) -> Signal<U, Never> {
        .joining(.flatten(EventSource(self), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream and flattens them with `strategy`; nothing can fail.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> Signal<Inner.Value, Never> where Inner.Error == Never {
        .joining(.flatten(EventSource(self), strategy) { EventSource(transform($0).producer) })
    }
}

extension SignalProducer {
    /// Maps each value to a producer and flattens the producers with `strategy`. A failure of
    /// this producer or of a forwarded producer is forwarded at once; interrupting a run
    /// interrupts the inner producers it started.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        SignalProducer<U, Error>(joining: .flatten(EventSource(self), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream (a producer, signal or property) and flattens them
    /// with `strategy`. A failure of this producer or of a forwarded inner stream is forwarded
    /// at once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner.Error == Error {
        SignalProducer<Inner.Value, Error>(joining: .flatten(EventSource(self), strategy) { EventSource(transform($0).producer) })
    }

    /// Maps each value to a producer that cannot fail and flattens the producers with
    /// `strategy`. A failure of this producer is forwarded at once.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        SignalProducer<U, Error>(joining: .flatten(EventSource(self), strategy) { EventSource(promoting: EventSource(transform($0))) })
    }

    /// Maps each value to an inner stream that cannot fail and flattens them with `strategy`. A
    /// failure of this producer is forwarded at once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> SignalProducer<Inner.Value, Error> where Inner.Error == Never {
        SignalProducer<Inner.Value, Error>(joining: .flatten(EventSource(self), strategy) { EventSource(promoting: EventSource(transform($0).producer)) })
    }
}

extension SignalProducer where Error == Never {
    /// Maps each value to a producer and flattens the producers with `strategy`. A failure of a
    /// forwarded producer is forwarded at once.
    @inlinable
    public func flatMap<U, F>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, F>) -> SignalProducer<U, F> {
        SignalProducer<U, F>(joining: .flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream and flattens them with `strategy`. A failure of a
    /// forwarded inner stream is forwarded at once.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> SignalProducer<Inner.Value, Inner.Error> {
        SignalProducer<Inner.Value, Inner.Error>(joining: .flatten(EventSource(promoting: EventSource(self)), strategy) { EventSource(transform($0).producer) })
    }

    /// Maps each value to a producer and flattens the producers with `strategy`; nothing can
    /// fail.
    @inlinable
    public func flatMap<U>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        SignalProducer<U, Never>(joining: .flatten(EventSource(self), strategy) { EventSource(transform($0)) })
    }

    /// Maps each value to an inner stream and flattens them with `strategy`; nothing can fail.
    @inlinable
    public func flatMap<Inner: SignalProducerConvertible & SendableMetatype>(_ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> Inner) -> SignalProducer<Inner.Value, Never> where Inner.Error == Never {
        SignalProducer<Inner.Value, Never>(joining: .flatten(EventSource(self), strategy) { EventSource(transform($0).producer) })
    }
}
