// ReactiveSwift's variants of `Signal.init(_:)` and `pipe(disposable:)` for callers that serialise
// their sends themselves (`unserialized`) and that also send re-entrantly, from the signal's own
// observers (`reentrantUnserialized`). There they skip the send lock or queue re-entrant events.
//
// Here every signal already delivers without a lock held and queues re-entrant and concurrent
// events behind the current delivery, at the cost of one compare-and-swap per event; so the
// variants are the ordinary signal, which keeps the stronger guarantee.

extension Signal {
    /// A signal whose generator promises to send one event at a time. Here it is the same as
    /// `Signal.init(_:)`: events sent concurrently are still serialised, and re-entrant ones
    /// are delivered after the current delivery, in order.
    @inlinable
    public static func unserialized(_ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void) -> Signal {
        Signal(generator)
    }

    /// A pipe whose input the caller promises to send to one event at a time; the same as
    /// `pipe(disposable:)`, see `unserialized(_:)`.
    @inlinable
    public static func unserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }

    /// A signal whose observers may send to it re-entrantly: an event sent from inside a
    /// delivery is delivered after it, in order. The same as `Signal.init(_:)`, where this holds
    /// for every signal.
    @inlinable
    public static func reentrantUnserialized(_ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void) -> Signal {
        Signal(generator)
    }

    /// A pipe whose input may be sent to re-entrantly from the signal's own observers; the same
    /// as `pipe(disposable:)`, see `reentrantUnserialized(_:)`.
    @inlinable
    public static func reentrantUnserializedPipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        pipe(disposable: disposable)
    }
}

extension SignalProducer {
    /// A producer whose start handler promises to send one event at a time, so that its runs
    /// need no serialising signal: the events go straight into the operators applied to the
    /// producer (events after a terminating one are still dropped). Sending from two threads
    /// at once breaks that promise and the operators' state with it; use `init(_:)` when unsure.
    @inlinable
    public static func unserialized(
        _ startHandler: @escaping @Sendable (_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime) -> Void
    ) -> SignalProducer {
        SignalProducer(startHandler: { observer, lifetime in
            startHandler(.endingAtTermination(observer), lifetime)
        }, isSerial: true)
    }
}
