import Dispatch
import Foundation

extension SignalProducer where Error == Never {
    /// A producer that, on each start, paces `values` by a ``timer(interval:on:)``: every tick
    /// sends the next element — the first one `interval` after the start — and the tick after the
    /// last element completes the run. An endless sequence never completes. Each run iterates
    /// `values` afresh.
    ///
    /// Threading: the values are sent on `scheduler`. Disposing the run stops the timer.
    ///
    /// - precondition: `interval` is not negative.
    public static func interval<S: Sequence & Sendable>(
        _ values: S,
        interval: DispatchTimeInterval,
        on scheduler: any DateScheduler
    ) -> SignalProducer<S.Element, Never> where S.Element == Value {
        let ticks = SignalProducer<Date, Never>.timer(interval: interval, on: scheduler)
        return SignalProducer { observer, lifetime in
            // Pulled only by the ticks, which the scheduler delivers one at a time.
            let pending = SerialState(values.makeIterator())
            lifetime += ticks.startWithValues { _ in
                guard let value = pending.value.next() else { return observer.sendCompleted() }
                observer.send(value: value)
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
