extension Signal {
    /// Forwards every event on `scheduler`, in order.
    ///
    /// Threading: each event is handed to `scheduler` as it arrives, so observers run wherever
    /// the scheduler runs its actions — for example on the main queue with `UIScheduler`.
    /// Terminating events are scheduled too, behind the values sent before them.
    public func observe(on scheduler: any Scheduler) -> Signal<Value, Error> {
        Signal { observer, lifetime in
            lifetime += self.observe { event in
                scheduler.schedule { observer.send(event) }
            }
        }
    }
}

extension SignalProducer {
    /// Forwards every event of each run on `scheduler`, in order; see `Signal.observe(on:)`.
    /// The work of the producer itself still runs where it is started — see `start(on:)`.
    ///
    /// Disposing a run interrupts its observer at once, on the disposing thread; events still
    /// waiting on `scheduler` are then dropped.
    public func observe(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        lift { $0.observe(on: scheduler) }
    }
}
