// `repeat` and `retry`: run a producer again when a run completes, or fails. Each restart
// happens inside the funnel's delivery, so a producer that completes or fails synchronously is
// restarted in a loop, not by recursion, whatever the count.

extension SignalProducer {
    /// Runs `self`, and again, up to `restarts` more times, whenever a run ends with an event
    /// for which `shouldRestart` is true. All other events are forwarded.
    @inlinable
    func restarting(
        upTo restarts: Int,
        when shouldRestart: @escaping @Sendable (Signal<Value, Error>.Event) -> Bool
    ) -> SignalProducer {
        let source = EventSource(self)
        return SignalProducer(joining: Junction { downstream, lifetime, funnel in
            let currentRun = SerialDisposable()
            lifetime += currentRun
            let remaining = SerialState(restarts)
            let startRun: @Sendable () -> Void = { source.feed(funnel, as: { $0 }, into: currentRun) }
            return .init(receive: { event in
                if event.isTerminating, remaining.value > 0, shouldRestart(event) {
                    remaining.value -= 1
                    startRun()
                } else {
                    downstream.send(event)
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
}
