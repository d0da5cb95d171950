extension Signal.Event {
    /// `lazyMap(on:transform:)` as a transformation. `ownsInterruption` in producer runs (see
    /// `SchedulerHop`).
    static func lazyMap<U>(
        on scheduler: any Scheduler,
        ownsInterruption: Bool,
        transform: @escaping @Sendable (Value) -> U
    ) -> Transformation<U, Error> {
        { downstream, lifetime in
            let hop = SchedulerHop(downstream, lifetime, on: scheduler, ownsInterruption: ownsInterruption)
            let latest = Locked<Value?>(nil)
            let pendingValue = SerialDisposable()
            let pendingTermination = SerialDisposable()
            lifetime += pendingValue
            lifetime += pendingTermination
            return Signal.Observer { event in
                switch event {
                case let .value(value):
                    let isIdle = latest.withLock { latest in
                        defer { latest = value }
                        return latest == nil
                    }
                    guard isIdle else { return }
                    pendingValue.inner = scheduler.schedule {
                        if let value = latest.withLock({ $0.take() }) {
                            hop.deliver(.value(transform(value)))
                        }
                    }
                case .completed, .failed:
                    pendingTermination.inner = hop.schedule(event.map(transform))
                case .interrupted:
                    pendingValue.dispose()
                    pendingTermination.dispose()
                    hop.schedule(.interrupted)
                }
            }
        }
    }
}

extension Signal {
    /// Transforms values on `scheduler`, computing only the latest one: while a transformation is
    /// waiting on `scheduler`, newer values replace the value it will transform, and the older
    /// ones are never transformed or sent.
    ///
    /// Threading: `transform` and every event reach the observers on `scheduler`. Completion and
    /// failure are delivered after the value still waiting; interruption cancels that value and
    /// is delivered on `scheduler` as soon as possible.
    public func lazyMap<U>(
        on scheduler: any Scheduler,
        transform: @escaping @Sendable (Value) -> U
    ) -> Signal<U, Error> {
        hop(Event.lazyMap(on: scheduler, ownsInterruption: false, transform: transform))
    }
}

extension SignalProducer {
    /// Transforms values on `scheduler`, computing only the latest one; see
    /// `Signal.lazyMap(on:transform:)`. Disposing a run interrupts it on `scheduler`, cancelling
    /// the value still waiting.
    public func lazyMap<U>(
        on scheduler: any Scheduler,
        transform: @escaping @Sendable (Value) -> U
    ) -> SignalProducer<U, Error> {
        flatMapEvent(Signal.Event.lazyMap(on: scheduler, ownsInterruption: true, transform: transform))
    }
}
