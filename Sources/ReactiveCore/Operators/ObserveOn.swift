extension Signal.Event {
    /// `observe(on:)` as a transformation: hands every event to `scheduler`. `ownsInterruption`
    /// in producer runs (see `SchedulerHop`).
    static func observe(on scheduler: any Scheduler, ownsInterruption: Bool) -> Transformation<Value, Error> {
        { downstream, lifetime in
            let hop = SchedulerHop(downstream, lifetime, on: scheduler, ownsInterruption: ownsInterruption)
            return Signal.Observer { event in hop.schedule(event) }
        }
    }
}

extension Signal {
    /// Forwards every event on `scheduler`, in order.
    ///
    /// Threading: each event is handed to `scheduler` as it arrives, so observers run wherever
    /// the scheduler runs its actions — for example on the main queue with `UIScheduler`.
    /// Terminating events are scheduled too, behind the values sent before them.
    public func observe(on scheduler: any Scheduler) -> Signal<Value, Error> {
        hop(Event.observe(on: scheduler, ownsInterruption: false))
    }
}

extension SignalProducer {
    /// Forwards every event of each run on `scheduler`, in order; see `Signal.observe(on:)`.
    /// The work of the producer itself still runs where it is started — see `start(on:)`.
    ///
    /// Disposing a run interrupts it on `scheduler`: the events still waiting there are dropped
    /// and `interrupted` follows them, whether the upstream run was still going or had already
    /// terminated.
    public func observe(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        flatMapEvent(Signal.Event.observe(on: scheduler, ownsInterruption: true))
    }
}
