/// Where `throttle(while:on:)` stands: passing values, holding back the latest while throttled,
/// or done.
private enum ThrottleWhileState<Value: Sendable>: Sendable {
    case passing
    case throttling(latest: Value?)
    case terminated

    /// Records that the gate opens or closes; returns the value held back, if it opens.
    mutating func gate(isClosed: Bool) -> Value? {
        switch self {
        case .terminated:
            return nil
        case let .throttling(latest) where !isClosed:
            self = .passing
            return latest
        case .throttling:
            return nil
        case .passing:
            if isClosed { self = .throttling(latest: nil) }
            return nil
        }
    }

    /// Records `event` of the source; returns whether to send it now.
    mutating func receive(_ event: Signal<Value, some Swift.Error>.Event) -> Bool {
        switch (self, event) {
        case (.terminated, _):
            return false
        case let (.throttling, .value(value)):
            self = .throttling(latest: value)
            return false
        case (.passing, .value):
            return true
        default:
            self = .terminated
            return true
        }
    }
}

extension Signal {
    /// Forwards values on `scheduler` while `shouldThrottle` is false; while it is true, holds
    /// back the latest value and sends it on `scheduler` when `shouldThrottle` turns false
    /// again. Terminating events are forwarded on `scheduler` at once, dropping a held value.
    ///
    /// The signal follows `shouldThrottle` without retaining it; once the property is gone it
    /// stays at its last value. As in ReactiveSwift, each send replaces the previous one still
    /// waiting on `scheduler`: with an asynchronous scheduler, a value followed at once by
    /// another is dropped.
    ///
    /// Threading: every event is sent on `scheduler`.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: any Scheduler) -> Signal<Value, Error>
    where P.Value == Bool {
        let gate = Property(shouldThrottle)
        return Signal { observer, lifetime in
            let state = Locked(ThrottleWhileState<Value>.passing)
            let pendingSend = SerialDisposable()
            lifetime += pendingSend
            lifetime += gate.producer.skipRepeats().startWithValues { isClosed in
                guard let held = state.withLock({ $0.gate(isClosed: isClosed) }) else { return }
                pendingSend.inner = scheduler.schedule { observer.send(value: held) }
            }
            lifetime += observe { event in
                guard state.withLock({ $0.receive(event) }) else { return }
                pendingSend.inner = scheduler.schedule { observer.send(event) }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards the values of each run on `scheduler` while `shouldThrottle` is false, holding
    /// back the latest one while it is true; see `Signal.throttle(while:on:)`. The producer does
    /// not retain `shouldThrottle`.
    public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: any Scheduler) -> SignalProducer<Value, Error>
    where P.Value == Bool {
        let gate = Property(shouldThrottle)
        return lift { $0.throttle(while: gate, on: scheduler) }
    }
}
