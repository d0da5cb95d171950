// `merge`: the values of several streams as they come, in one stream — `flatten(.merge)` over
// the streams, as in ReactiveSwift. Completes when all have completed (an interrupted input
// counts as completed); fails as soon as one fails.

extension Signal {
    /// Merges `signals` into one signal that sends all their values as they come. It completes
    /// when all of them have completed, and fails as soon as one fails.
    @inlinable
    public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error> where S.Element == Signal<Value, Error> {
        let inputs = SignalProducer<Signal<Value, Error>, Error>(Array(signals))
        return .joining(.flatten(EventSource(inputs), .merge) { EventSource($0) })
    }

    /// Merges `signals`; see `merge(_:)`.
    @inlinable
    public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
        merge(signals)
    }

    /// Merges `self` and `other`; see `merge(_:)`.
    @inlinable
    public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
        Signal.merge(self, other)
    }
}

extension SignalProducer {
    /// Merges `producers`: each run starts them all, in order, and sends all their values as
    /// they come. It completes when all of them have completed, and fails as soon as one fails.
    @inlinable
    public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error> where S.Element == SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Never>(Array(producers)).flatten(.merge)
    }

    /// Merges `self` and `other`; see `merge(_:)`.
    @inlinable
    public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer.merge(self, other)
    }

    /// Merges `self` and `other`, which may be any producer-convertible stream; see `merge(_:)`.
    @inlinable
    public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error> where Other.Value == Value, Other.Error == Error {
        merge(with: other.producer)
    }
}
