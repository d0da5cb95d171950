import Foundation
extension Signal.Event {
    /// `throttle` as a transformation. `ownsInterruption` in producer runs (see `SchedulerHop`).
    static func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler, ownsInterruption: Bool) -> Transformation<Value, Error> {
        precondition(interval >= 0, "The interval must not be negative.")
        return { downstream, lifetime in
            let hop = SchedulerHop(downstream, lifetime, on: scheduler, ownsInterruption: ownsInterruption)
            let state = Locked(ThrottleState<Value>())
            let pendingSend = SerialDisposable()
            lifetime += pendingSend
            return Signal.Observer { event in
                guard case let .value(value) = event else {
                    pendingSend.inner = hop.schedule(event)
                    return
                }
                let now = scheduler.currentDate
                let sendDate = state.withLock { state in
                    state.pendingValue = value
                    return state.nextSendDate(now: now, interval: interval)
                }
                pendingSend.inner = scheduler.schedule(after: sendDate) {
                    if let value = state.withLock({ $0.takePendingValue(sentAt: sendDate) }) {
                        hop.deliver(.value(value))
                    }
                }
            }
        }
    }
}

extension Signal {
    /// Sends at most one value per `interval` seconds, on `scheduler`: a value arriving when no
    /// value was sent during the last `interval` goes out at once (on the next turn of
    /// `scheduler`); values arriving sooner wait until the interval has passed, and only the
    /// latest of them is sent.
    ///
    /// Threading: every event reaches the observers on `scheduler`. A terminating event is
    /// forwarded on `scheduler` at once and discards the value still waiting.
    ///
    /// - precondition: `interval` is not negative.
    public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> Signal<Value, Error> {
        hop(Event.throttle(interval, on: scheduler, ownsInterruption: false))
    }
}

extension SignalProducer {
    /// Sends at most one value per `interval` seconds, on `scheduler`, the latest one; see
    /// `Signal.throttle(_:on:)`. Disposing a run interrupts it on `scheduler`, discarding the
    /// value still waiting.
    ///
    /// - precondition: `interval` is not negative.
    public func throttle(_ interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.throttle(interval, on: scheduler, ownsInterruption: true))
    }
}

/// The value waiting to be sent by `throttle` and when the last one was sent.
private struct ThrottleState<Value: Sendable>: Sendable {
    var lastSendDate: Date?
    var pendingValue: Value?

    /// Now if nothing was sent during the last `interval` (or the clock went back behind the
    /// last send), otherwise when the interval since the last send ends.
    func nextSendDate(now: Date, interval: TimeInterval) -> Date {
        guard let lastSendDate, lastSendDate <= now else { return now }
        return max(lastSendDate.addingTimeInterval(interval), now)
    }

    /// Takes the pending value, if any, recording that it is sent at `date`.
    mutating func takePendingValue(sentAt date: Date) -> Value? {
        guard let value = pendingValue.take() else { return nil }
        lastSendDate = date
        return value
    }
}
