/// A hot stream of events: values, then at most one terminating event.
///
/// A signal starts its work when it is created, whether or not anyone observes it; observers
/// see only the events sent after they attach. The `Observer` given to the generator (or by
/// `pipe()`) is the input: it may be called from any thread.
///
/// Threading: observers of one signal are called serially, never for two events at once,
/// whatever threads send. A send from inside an observer of the same signal (re-entrant) is
/// delivered in order after the current delivery; no lock is held while observers run, so
/// sending can never deadlock. Events after the first terminating event are dropped.
///
/// Lifetime: the signal's work (its generator's `Lifetime`) ends when it terminates, when the
/// `Signal` object is released while it has no observers, or when its input observer is
/// released: nobody can send to it any more, so it is interrupted — every observer receives
/// `interrupted` — even while observers remain. Observers keep a signal alive; the `Signal`
/// object need not be retained for its observers to receive its events.
public final class Signal<Value: Sendable, Error: Swift.Error>: Sendable {
    @usableFromInline let core: SignalCore<Value, Error>

    @inlinable
    init(core: SignalCore<Value, Error>) {
        self.core = core
    }

    /// Creates a signal and runs `generator` at once with its input observer and its lifetime.
    /// Register clean-up (timers, upstream subscriptions) on the lifetime.
    @inlinable
    public convenience init(_ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void) {
        self.init(core: SignalCore())
        generator(core.makeInput(), core.lifetime)
    }

    /// Creates a signal that shares `upstream`'s delivery context. The generator must arrange
    /// for its observer to be called only from `upstream`'s deliveries.
    @inlinable
    convenience init<U, F>(
        derivedFrom upstream: Signal<U, F>,
        _ generator: (_ observer: Observer, _ lifetime: Lifetime) -> Void
    ) {
        self.init(core: SignalCore(sharingContextOf: upstream.core))
        generator(core.makeInContextInput(), core.lifetime)
    }

    deinit {
        core.signalObjectDidDeinit()
    }

    /// A signal and its input observer. `disposable`, if given, is disposed when the signal
    /// terminates.
    @inlinable
    public static func pipe(disposable: Disposable? = nil) -> (output: Signal, input: Observer) {
        var input: Observer!
        let signal = Signal { observer, lifetime in
            input = observer
            lifetime += disposable
        }
        return (signal, input)
    }

    /// A signal that never sends anything. It holds its own input, so it is not interrupted;
    /// it ends only when released with no observers.
    public static var never: Signal {
        Signal { observer, lifetime in
            lifetime.observeEnded { withExtendedLifetime(observer) {} }
        }
    }

    /// A signal that completes at once (observers attached later receive `interrupted`).
    public static var empty: Signal {
        Signal { observer, _ in observer.sendCompleted() }
    }

    /// Attaches `observer`. Returns a disposable that detaches it, or nil if the signal had
    /// already terminated — the observer then received `interrupted` at once.
    @inlinable
    @discardableResult
    public func observe(_ observer: Observer) -> Disposable? {
        core.observe(observer)
    }
}

extension Signal: SignalProducerConvertible {
    /// A producer that, when started, observes this signal.
    public var producer: SignalProducer<Value, Error> {
        SignalProducer(self)
    }
}
