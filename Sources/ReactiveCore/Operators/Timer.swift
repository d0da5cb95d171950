import Dispatch
import Foundation

extension SignalProducer where Value == Date, Error == Never {
    /// A producer that, on each start, sends the scheduler's `currentDate` every `interval`,
    /// beginning one `interval` after the start, until disposed. It never completes. The leeway
    /// is 10% of the interval.
    ///
    /// Threading: the dates are sent on `scheduler`.
    ///
    /// - precondition: `interval` is not negative.
    public static func timer(interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Date, Never> {
        timer(interval: interval, on: scheduler, leeway: interval * 0.1)
    }

    /// A producer that, on each start, sends the scheduler's `currentDate` every `interval`,
    /// beginning one `interval` after the start, until disposed; each tick may come up to
    /// `leeway` late, which lets the system coalesce timers. It never completes.
    ///
    /// Threading: the dates are sent on `scheduler`.
    ///
    /// - precondition: `interval` and `leeway` are not negative.
    public static func timer(
        interval: DispatchTimeInterval,
        on scheduler: any DateScheduler,
        leeway: DispatchTimeInterval
    ) -> SignalProducer<Date, Never> {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        precondition(leeway.timeInterval >= 0, "The leeway must not be negative.")
        return SignalProducer { observer, lifetime in
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: leeway) {
                observer.send(value: scheduler.currentDate)
            }
        }
    }
}
