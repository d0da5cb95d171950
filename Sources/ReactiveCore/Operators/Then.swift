// `then`: waits for a producer to complete, ignoring its values, then runs a replacement and
// forwards all its events. A failure or interruption of the first producer is forwarded at once
// and the replacement never starts. The overloads are ReactiveSwift's, for replacements that may
// or may not fail.

extension SignalProducer {
    /// The shared implementation: runs `first`, then `replacement` when `first` completes.
    @inlinable
    static func sequencing<FirstValue>(
        _ first: EventSource<FirstValue, Error>,
        then replacement: EventSource<Value, Error>
    ) -> SignalProducer {
        SignalProducer(joining: .relay(first) { event in
            switch event {
            case .value: return .ignore
            case .completed: return .switchTo(replacement)
            case let .failed(error): return .forward(.failed(error))
            case .interrupted: return .forward(.interrupted)
            }
        })
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, which cannot
    /// fail. Values of `self` are ignored; its failure or interruption is forwarded at once.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Error> {
        .sequencing(EventSource(self), then: EventSource(promoting: EventSource(replacement)))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, any
    /// producer-convertible stream that cannot fail.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`. Values of `self`
    /// are ignored; its failure or interruption is forwarded at once and `replacement` never
    /// starts.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Error>) -> SignalProducer<U, Error> {
        .sequencing(EventSource(self), then: EventSource(replacement))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, any
    /// producer-convertible stream.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Error> where Replacement.Error == Error {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, of the same type.
    @inlinable
    public func then(_ replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        .sequencing(EventSource(self), then: EventSource(replacement))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, a
    /// producer-convertible stream of the same type.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then sends `value` and completes.
    @inlinable
    public func then<U>(value: U) -> SignalProducer<U, Error> {
        then(SignalProducer<U, Error>(value: value))
    }
}

extension SignalProducer where Error == Never {
    /// Waits for `self`, which cannot fail, to complete, then forwards the events of
    /// `replacement`.
    @inlinable
    public func then<U, F>(_ replacement: SignalProducer<U, F>) -> SignalProducer<U, F> {
        .sequencing(EventSource(promoting: EventSource(self)), then: EventSource(replacement))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, any
    /// producer-convertible stream.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Replacement.Error> {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`; nothing can fail.
    @inlinable
    public func then<U>(_ replacement: SignalProducer<U, Never>) -> SignalProducer<U, Never> {
        .sequencing(EventSource(self), then: EventSource(replacement))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, any
    /// producer-convertible stream that cannot fail.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Replacement.Value, Never> where Replacement.Error == Never {
        then(replacement.producer)
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, of the same type.
    @inlinable
    public func then(_ replacement: SignalProducer<Value, Never>) -> SignalProducer<Value, Never> {
        .sequencing(EventSource(self), then: EventSource(replacement))
    }

    /// Waits for `self` to complete, then forwards the events of `replacement`, a
    /// producer-convertible stream of the same type.
    @inlinable
    public func then<Replacement: SignalProducerConvertible>(_ replacement: Replacement) -> SignalProducer<Value, Never> where Replacement.Value == Value, Replacement.Error == Never {
        then(replacement.producer)
    }
}
