extension Junction where Item == PairedEvent<Value, Error, (), Never> {
    /// Forwards `source` until `trigger` sends a value or completes, then completes. The trigger's
    /// interruption is ignored. The trigger is attached first, as in ReactiveSwift, so a
    /// synchronous trigger stops the source before it starts.
    @inlinable
    static func take(_ source: EventSource<Value, Error>, until trigger: EventSource<(), Never>) -> Junction {
        .pairing(source, trigger, secondaryFirst: true) { downstream, _ in
            { item in
                switch item {
                case let .primary(event): downstream.send(event)
                case .secondary(.value), .secondary(.completed): downstream.sendCompleted()
                case .secondary: break
                }
            }
        }
    }
}

extension Junction where Item == PairedEvent<Value, Error, Value, Error> {
    /// Forwards `source` — except its completion — until `replacement` sends its first event;
    /// from then on, detaches `source` and forwards `replacement` only.
    @inlinable
    static func take(_ source: EventSource<Value, Error>, untilReplacement replacement: EventSource<Value, Error>) -> Junction {
        .pairing(source, replacement, secondaryFirst: true) { downstream, attachments in
            let isReplaced = SerialState(false)
            return { item in
                switch item {
                case .primary(.completed):
                    break
                case let .primary(event):
                    if !isReplaced.value { downstream.send(event) }
                case let .secondary(event):
                    if !isReplaced.value {
                        isReplaced.value = true
                        attachments.primary.dispose()
                    }
                    downstream.send(event)
                }
            }
        }
    }
}

extension EventSource where Value == (), Error == Never {
    /// A trigger that completes when `lifetime` ends, at once if it already has.
    @inlinable
    static func ending(_ lifetime: Lifetime) -> EventSource {
        EventSource { observer in lifetime.observeEnded { observer.sendCompleted() } }
    }
}

extension EventSource where Value == (), Error == Never {
    /// A trigger that completes when `signal` terminates in any way — at once if it already
    /// has. For signals that carry no values, such as `Lifetime.ended`.
    @inlinable
    static func ending(_ signal: Signal<Never, Never>) -> EventSource {
        EventSource { observer in
            signal.observe { event in
                if event.isTerminating { observer.sendCompleted() }
            }
        }
    }
}

extension Signal {
    /// Forwards the events of `self` until `trigger` — a signal without values, typically
    /// `lifetime.ended` — terminates; then completes and detaches from both. Completes at once
    /// if `trigger` has already terminated. The seeds' "take until the object goes away".
    @inlinable
    public func take(until trigger: Signal<Never, Never>) -> Signal<Value, Error> {
        .joining(.take(EventSource(self), until: .ending(trigger)))
    }

    /// Forwards the events of `self` until `trigger` sends a value or completes; then completes
    /// and detaches from both. An interruption of `trigger` is ignored.
    @inlinable
    public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        .joining(.take(EventSource(self), until: EventSource(trigger)))
    }

    /// Forwards the values, failure and interruption of `self` until `replacement` sends any
    /// event; from then on forwards only the events of `replacement`. The completion of `self`
    /// is not forwarded: the result completes only with `replacement`.
    @inlinable
    public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
        .joining(.take(EventSource(self), untilReplacement: EventSource(replacement)))
    }

    /// Forwards the events of `self` until `lifetime` ends, then completes (at once if it has
    /// already ended).
    @inlinable
    public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
        .joining(.take(EventSource(self), until: .ending(lifetime)))
    }
}

extension SignalProducer {
    /// Forwards the events of `self` until `trigger` sends a value or completes; then completes,
    /// interrupting both. Each run starts `trigger` first, so a trigger that fires at once means
    /// `self` is never started. An interruption of `trigger` is ignored.
    @inlinable
    public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        SignalProducer(joining: .take(EventSource(self), until: EventSource(trigger)))
    }

    /// Forwards the events of `self` until `trigger` — any producer-convertible stream, such as a
    /// signal — sends a value or completes. See `take(until:)`.
    @inlinable
    public func take<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error> where Trigger.Value == (), Trigger.Error == Never {
        take(until: trigger.producer)
    }

    /// Forwards the events of each run until `trigger` — a signal without values, typically
    /// `lifetime.ended` — terminates; then completes, interrupting the run. If `trigger` has
    /// already terminated, runs complete at once without starting `self`.
    @inlinable
    public func take(until trigger: Signal<Never, Never>) -> SignalProducer<Value, Error> {
        SignalProducer(joining: .take(EventSource(self), until: .ending(trigger)))
    }

    /// Forwards the values, failure and interruption of `self` until `replacement` sends any
    /// event; from then on forwards only the events of `replacement`, and `self` is interrupted.
    /// Each run starts `replacement` first. The completion of `self` is not forwarded.
    @inlinable
    public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
        SignalProducer(joining: .take(EventSource(self), untilReplacement: EventSource(replacement)))
    }

    /// Like `take(untilReplacement:)` with any producer-convertible replacement.
    @inlinable
    public func take<Replacement: SignalProducerConvertible>(untilReplacement replacement: Replacement) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
        take(untilReplacement: replacement.producer)
    }

    /// Forwards the events of each run until `lifetime` ends, then completes, interrupting the run
    /// of `self`. If `lifetime` has already ended, runs complete at once without starting `self`.
    @inlinable
    public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
        SignalProducer(joining: .take(EventSource(self), until: .ending(lifetime)))
    }
}
