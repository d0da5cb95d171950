import Dispatch
import Foundation

extension SignalProducer where Error == Never {
    /// A producer that, on each start, sends the elements of `values` one `interval` apart on
    /// `scheduler` — the first one `interval` after the start — and completes one `interval`
    /// after the last. An endless sequence never completes. Each run iterates `values` afresh.
    ///
    /// Threading: the values are sent on `scheduler`. Disposing the run cancels the timer.
    ///
    /// - precondition: `interval` is not negative.
    public static func interval<S: Sequence & Sendable>(
        _ values: S,
        interval: DispatchTimeInterval,
        on scheduler: any DateScheduler
    ) -> SignalProducer<S.Element, Never> where S.Element == Value {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        return SignalProducer { observer, lifetime in
            // Advanced only by the timer's actions, which a scheduler runs one at a time.
            let remaining = SerialState(values.makeIterator())
            lifetime += scheduler.schedule(after: interval, interval: interval, leeway: interval * 0.1) {
                if let next = remaining.value.next() {
                    observer.send(value: next)
                } else {
                    observer.sendCompleted()
                }
            }
        }
    }

    /// A producer that, on each start, counts 0, 1, 2, … on `scheduler`, one number every
    /// `interval` — the first `interval` after the start — until it is disposed.
    ///
    /// - precondition: `interval` is not negative.
    public static func interval(_ interval: DispatchTimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Int, Never>
    where Value == Int {
        .interval(0..., interval: interval, on: scheduler)
    }
}
