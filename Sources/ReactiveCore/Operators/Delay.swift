import Foundation

extension Signal.Event {
    /// `delay` as a transformation. `ownsInterruption` in producer runs (see `SchedulerHop`).
    static func delay(_ interval: TimeInterval, on scheduler: any DateScheduler, ownsInterruption: Bool) -> Transformation<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return { downstream, lifetime in
            let hop = SchedulerHop(downstream, lifetime, on: scheduler, ownsInterruption: ownsInterruption)
            return Signal.Observer { event in
                switch event {
                case .value, .completed:
                    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) { hop.deliver(event) }
                case .failed, .interrupted:
                    hop.schedule(event)
                }
            }
        }
    }
}

extension Signal {
    /// Delays values and completion by `interval` seconds on `scheduler`; failure and
    /// interruption are forwarded on `scheduler` at once, dropping the values still delayed.
    ///
    /// Threading: every event reaches the observers on `scheduler`.
    ///
    /// - precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        hop(Event.delay(interval, on: scheduler, ownsInterruption: false))
    }
}

extension SignalProducer {
    /// Delays values and completion by `interval` seconds on `scheduler`; failure and
    /// interruption are forwarded at once. See `Signal.delay(_:on:)`. Disposing a run
    /// interrupts it on `scheduler` at once, dropping the values still delayed.
    ///
    /// - precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.delay(interval, on: scheduler, ownsInterruption: true))
    }
}
