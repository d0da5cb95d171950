import Foundation
extension Signal.Event {
    /// `debounce` as a transformation. `ownsInterruption` in producer runs (see `SchedulerHop`).
    static func debounce(
        _ interval: TimeInterval,
        on scheduler: any DateScheduler,
        discardWhenCompleted: Bool,
        ownsInterruption: Bool
    ) -> Transformation<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return { downstream, lifetime in
            let hop = SchedulerHop(downstream, lifetime, on: scheduler, ownsInterruption: ownsInterruption)
            let latest = Locked<(value: Value, receivedAt: Date)?>(nil)
            let pendingSend = SerialDisposable()
            lifetime += pendingSend
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    let now = scheduler.currentDate
                    latest.withLock { $0 = (value, now) }
                    pendingSend.inner = scheduler.schedule(after: now.addingTimeInterval(interval)) {
                        if let latest = latest.withLock({ $0.take() }) {
                            hop.deliver(.value(latest.value))
                        }
                    }
                case .completed:
                    let waiting = latest.withLock { $0.take() }
                    if let waiting, !discardWhenCompleted {
                        pendingSend.inner = scheduler.schedule(after: waiting.receivedAt.addingTimeInterval(interval)) {
                            hop.deliver(.value(waiting.value))
                            hop.deliver(.completed)
                        }
                    } else {
                        pendingSend.inner = hop.schedule(.completed)
                    }
                case .failed, .interrupted:
                    pendingSend.inner = hop.schedule(event)
                }
            }
        }
    }
}

extension Signal {
    /// Sends a value only once `interval` seconds have passed without a newer one, on
    /// `scheduler`: each value restarts the wait, and values replaced during it are dropped.
    /// A signal that keeps sending faster than `interval` sends no values at all.
    ///
    /// On completion the value still waiting is dropped and completion is forwarded at once
    /// when `discardWhenCompleted` is true; otherwise the value is sent when its wait ends,
    /// followed by completion. Failure and interruption are forwarded at once and drop it.
    ///
    /// Threading: every event reaches the observers on `scheduler`.
    ///
    /// - precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: any DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> Signal<Value, Error> {
        hop(Event.debounce(interval, on: scheduler, discardWhenCompleted: discardWhenCompleted, ownsInterruption: false))
    }
}

extension SignalProducer {
    /// Sends a value only once `interval` seconds have passed without a newer one, on
    /// `scheduler`; see `Signal.debounce(_:on:discardWhenCompleted:)`. Disposing a run
    /// interrupts it on `scheduler`, dropping the value still waiting.
    ///
    /// - precondition: `interval` is not negative.
    public func debounce(
        _ interval: TimeInterval,
        on scheduler: any DateScheduler,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.debounce(
            interval, on: scheduler, discardWhenCompleted: discardWhenCompleted, ownsInterruption: true
        ))
    }
}
