// `concat` and `prefix`: one producer after another — `flatten(.concat)` over the two, as in
// ReactiveSwift. The second starts when the first completes; a failure or interruption of the
// first ends the result without starting the second.

extension SignalProducer {
    /// Runs `self`, then `next` when `self` completes.
    @inlinable
    public func concat(_ next: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer<SignalProducer<Value, Error>, Never>([self, next]).flatten(.concat)
    }

    /// Runs `self`, then `next` — any producer-convertible stream — when `self` completes.
    @inlinable
    public func concat<Next: SignalProducerConvertible>(_ next: Next) -> SignalProducer<Value, Error> where Next.Value == Value, Next.Error == Error {
        concat(next.producer)
    }

    /// Runs `self`, then sends `value` and completes when `self` completes.
    @inlinable
    public func concat(value: Value) -> SignalProducer<Value, Error> {
        concat(SignalProducer(value: value))
    }

    /// Runs `self`, then fails with `error` when `self` completes.
    @inlinable
    public func concat(error: Error) -> SignalProducer<Value, Error> {
        concat(SignalProducer(error: error))
    }

    /// Runs `previous`, then `self` when `previous` completes.
    @inlinable
    public func prefix(_ previous: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        previous.concat(self)
    }

    /// Runs `previous` — any producer-convertible stream — then `self` when it completes.
    @inlinable
    public func prefix<Previous: SignalProducerConvertible>(_ previous: Previous) -> SignalProducer<Value, Error> where Previous.Value == Value, Previous.Error == Error {
        prefix(previous.producer)
    }

    /// Sends `value` first, then runs `self`.
    @inlinable
    public func prefix(value: Value) -> SignalProducer<Value, Error> {
        prefix(SignalProducer(value: value))
    }
}
