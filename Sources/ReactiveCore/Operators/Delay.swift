import Foundation

extension Signal {
    /// Delays values and completion by `interval` seconds on `scheduler`; failure and
    /// interruption are forwarded on `scheduler` at once, dropping the values still delayed.
    ///
    /// Threading: every event reaches the observers on `scheduler`.
    ///
    /// - precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return Signal { observer, lifetime in
            lifetime += self.observe { event in
                switch event {
                case .value, .completed:
                    scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
                        observer.send(event)
                    }
                case .failed, .interrupted:
                    scheduler.schedule { observer.send(event) }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Delays values and completion by `interval` seconds on `scheduler`; failure and
    /// interruption are forwarded at once. See `Signal.delay(_:on:)`.
    ///
    /// - precondition: `interval` is not negative.
    public func delay(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return lift { $0.delay(interval, on: scheduler) }
    }
}
