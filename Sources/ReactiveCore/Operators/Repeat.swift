import Foundation

// `repeat` and `retry`: run a producer again when a run completes, or fails. Each restart
// happens inside the funnel's delivery, so a producer that completes or fails synchronously is
// restarted in a loop, not by recursion, whatever the count.

extension SignalProducer {
    /// Runs `self`, and again, up to `restarts` more times, whenever a run ends with an event
    /// for which `shouldRestart` is true — after `pause` on its scheduler, if given, otherwise at
    /// once. All other events are forwarded.
    @inlinable
    func restarting(
        upTo restarts: Int,
        pause: (interval: TimeInterval, scheduler: any DateScheduler)? = nil,
        when shouldRestart: @escaping @Sendable (Signal<Value, Error>.Event) -> Bool
    ) -> SignalProducer {
        let source = EventSource(self)
        return SignalProducer(joining: Junction { downstream, lifetime, funnel in
            // Separate slots: a paused restart may start the run on the scheduler's thread
            // before the pending action has been stored.
            let currentRun = SerialDisposable()
            let pendingRestart = SerialDisposable()
            lifetime += currentRun
            lifetime += pendingRestart
            let remaining = SerialState(restarts)
            let startRun: @Sendable () -> Void = { source.feed(funnel, as: { $0 }, into: currentRun) }
            return .init(receive: { event in
                guard event.isTerminating, remaining.value > 0, shouldRestart(event) else {
                    downstream.send(event)
                    return
                }
                remaining.value -= 1
                if let (interval, scheduler) = pause {
                    pendingRestart.inner = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval), action: startRun)
                } else {
                    startRun()
                }
            }, connect: startRun)
        })
    }

    /// Runs `self` `count` times in a row: each run starts when the previous one completes.
    /// A failure or interruption ends the result at once. Repeating once is `self`; zero times
    /// completes at once.
    ///
    /// - Precondition: `count >= 0`.
    @inlinable
    public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "The repeat count must not be negative.")
        switch count {
        case 0: return .empty
        case 1: return self
        default: return restarting(upTo: count - 1) { $0.isCompleted }
        }
    }

    /// Runs `self` again when a run fails, at most `count` times; the failure of the last
    /// attempt is forwarded. Values of failed attempts are forwarded too.
    ///
    /// - Precondition: `count >= 0`.
    @inlinable
    public func retry(upTo count: Int) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "The retry count must not be negative.")
        return count == 0 ? self : restarting(upTo: count) { $0.error != nil }
    }

    /// Like `retry(upTo:)`, but each retry starts `interval` seconds after the failure, on
    /// `scheduler`. The failure of the last attempt is forwarded at once. Interrupting the run
    /// cancels a pending retry.
    ///
    /// - Precondition: `count >= 0` and `interval >= 0`.
    @inlinable
    public func retry(upTo count: Int, interval: TimeInterval, on scheduler: any DateScheduler) -> SignalProducer<Value, Error> {
        precondition(count >= 0, "The retry count must not be negative.")
        precondition(interval >= 0, "The retry interval must not be negative.")
        return count == 0 ? self : restarting(upTo: count, pause: (interval, scheduler)) { $0.error != nil }
    }
}
