extension SignalProducer {
    /// Starts each run of this producer on `scheduler`: the start handler, and so any work it
    /// does synchronously, runs in an action of `scheduler`.
    ///
    /// Threading: events are sent from wherever the producer sends them (on `scheduler` for
    /// synchronous producers); use `observe(on:)` to choose where observers run. Disposing the
    /// run before the scheduled start cancels it, so the producer never starts.
    public func start(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
        SignalProducer(startHandler: { observer, lifetime in
            lifetime += scheduler.schedule {
                guard !lifetime.hasEnded else { return }
                self.run(observer, lifetime)
            }
        }, isSerial: true)
    }
}
