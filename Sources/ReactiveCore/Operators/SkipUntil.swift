/// The state of one `skip(until:)` output.
@usableFromInline
struct SkipUntilState {
    @usableFromInline var isTriggered = false
    /// Whether the source terminated before the trigger fired.
    @usableFromInline var didSourceEndEarly = false

    @inlinable
    init() {}
}

extension Junction where Item == PairedEvent<Value, Error, (), Never> {
    /// Drops every event of `source` until `trigger` sends a value or completes; then forwards
    /// `source` and detaches `trigger`.
    ///
    /// As in ReactiveSwift, where the source is observed only once the trigger fires, a source
    /// that terminated before the trigger makes the output interrupt when the trigger fires.
    @inlinable
    static func skip(_ source: EventSource<Value, Error>, until trigger: EventSource<(), Never>) -> Junction {
        .pairing(source, trigger, secondaryFirst: true) { downstream, attachments in
            let state = SerialState(SkipUntilState())
            return { item in
                switch item {
                case let .primary(event):
                    if state.value.isTriggered {
                        downstream.send(event)
                    } else if event.isTerminating {
                        state.value.didSourceEndEarly = true
                    }
                case .secondary(.value), .secondary(.completed):
                    guard !state.value.isTriggered else { return }
                    state.value.isTriggered = true
                    attachments.secondary.dispose()
                    if state.value.didSourceEndEarly { downstream.sendInterrupted() }
                case .secondary:
                    break
                }
            }
        }
    }
}

extension Signal {
    /// Drops the events of `self` until `trigger` sends a value or completes; from then on
    /// forwards them. An interruption of `trigger` is ignored. If `self` terminated before the
    /// trigger fired, the result interrupts when it fires, as in ReactiveSwift.
    @inlinable
    public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
        .joining(.skip(EventSource(self), until: EventSource(trigger)))
    }
}

extension SignalProducer {
    /// Drops the events of `self` until `trigger` sends a value or completes; from then on
    /// forwards them. Each run starts `trigger` first, so a trigger that fires at once lets all
    /// events of `self` through. See `Signal.skip(until:)`.
    @inlinable
    public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
        SignalProducer(joining: .skip(EventSource(self), until: EventSource(trigger)))
    }

    /// Like `skip(until:)` with any producer-convertible trigger, such as a signal.
    @inlinable
    public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error> where Trigger.Value == (), Trigger.Error == Never {
        skip(until: trigger.producer)
    }
}
