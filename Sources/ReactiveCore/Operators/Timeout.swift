import Foundation

extension Signal {
    /// Forwards events until `interval` seconds have passed; if the signal has not terminated
    /// by then, fails with `error`, on `scheduler`.
    ///
    /// Threading: the events of this signal are forwarded as they arrive; only the timeout
    /// failure is sent on `scheduler`. With an interval of 0 the failure is scheduled at once, so
    /// only a signal terminating synchronously (or on a faster scheduler) escapes it.
    ///
    /// - precondition: `interval` is not negative.
    public func timeout(
        after interval: TimeInterval,
        raising error: Error,
        on scheduler: any DateScheduler
    ) -> Signal<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return Signal { observer, lifetime in
            lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
                observer.send(error: error)
            }
            lifetime += self.observe(observer)
        }
    }
}

extension Signal where Error == Never {
    /// Forwards events until `interval` seconds have passed; if the signal has not terminated
    /// by then, fails with `error`, on `scheduler`. See `timeout(after:raising:on:)`.
    ///
    /// - precondition: `interval` is not negative.
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: any DateScheduler
    ) -> Signal<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}

extension SignalProducer {
    /// Forwards the events of each run until `interval` seconds after its start; if the run has
    /// not terminated by then, fails with `error`, on `scheduler`. See
    /// `Signal.timeout(after:raising:on:)`.
    ///
    /// - precondition: `interval` is not negative.
    public func timeout(
        after interval: TimeInterval,
        raising error: Error,
        on scheduler: any DateScheduler
    ) -> SignalProducer<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return lift { $0.timeout(after: interval, raising: error, on: scheduler) }
    }
}

extension SignalProducer where Error == Never {
    /// Forwards the events of each run until `interval` seconds after its start; if the run has
    /// not terminated by then, fails with `error`, on `scheduler`.
    ///
    /// - precondition: `interval` is not negative.
    public func timeout<NewError: Swift.Error>(
        after interval: TimeInterval,
        raising error: NewError,
        on scheduler: any DateScheduler
    ) -> SignalProducer<Value, NewError> {
        promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
    }
}
