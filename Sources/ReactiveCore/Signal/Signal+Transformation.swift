extension Signal.Event {
    /// An operator written once for both `Signal` and `SignalProducer`: given the downstream
    /// observer and the lifetime of the derived stream, returns the observer that receives the
    /// upstream events. It is called once per derived signal or per producer run, so per-run
    /// state lives in its closure; the returned observer receives events serially and must send
    /// downstream only while handling one.
    @usableFromInline
    typealias Transformation<U: Sendable, E: Swift.Error> =
        @Sendable (_ downstream: Signal<U, E>.Observer, _ lifetime: Lifetime) -> Signal<Value, Error>.Observer
}

extension Signal {
    /// A signal derived through `transform`, sharing this signal's delivery context.
    @inlinable
    func flatMapEvent<U, E>(_ transform: @escaping Event.Transformation<U, E>) -> Signal<U, E> {
        Signal<U, E>(derivedFrom: self) { downstream, lifetime in
            lifetime += observe(transform(downstream, lifetime))
        }
    }

    /// A signal derived through an observer of this signal that delivers straight into the
    /// derived signal's core, which shares this signal's delivery context: the lean path of
    /// operators that keep no state and turn each event into at most one, such as `map`, with no
    /// input observer between the two signals. `makeObserver` gets the derived core; the
    /// observer it returns must deliver to it only while handling an event.
    @inlinable
    func deriveStateless<U, E>(_ makeObserver: (_ derived: SignalCore<U, E>) -> Observer) -> Signal<U, E> {
        let derived = Signal<U, E>(core: SignalCore(sharingContextOf: core))
        derived.core.lifetime += observe(makeObserver(derived.core))
        return derived
    }
}

extension SignalProducer {
    /// A producer whose runs feed this producer's events through `transform`, fused without
    /// intermediate signals.
    @inlinable
    func flatMapEvent<U, E>(_ transform: @escaping Signal<Value, Error>.Event.Transformation<U, E>) -> SignalProducer<U, E> {
        SignalProducer<U, E>(startHandler: { downstream, lifetime in
            run(transform(downstream, lifetime), lifetime)
        }, isSerial: true)
    }
}
