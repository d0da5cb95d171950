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
        Signal<U, Error> { observer, lifetime in
            let latest = Locked<Value?>(nil)
            let pendingValue = SerialDisposable()
            let pendingTermination = SerialDisposable()
            lifetime += pendingValue
            lifetime += pendingTermination

            lifetime += self.observe { event in
                switch event {
                case let .value(value):
                    let isIdle = latest.withLock { latest in
                        defer { latest = value }
                        return latest == nil
                    }
                    guard isIdle else { return }
                    pendingValue.inner = scheduler.schedule {
                        if let value = latest.withLock({ $0.take() }) {
                            observer.send(value: transform(value))
                        }
                    }
                case .completed, .failed:
                    pendingTermination.inner = scheduler.schedule { observer.send(event.map(transform)) }
                case .interrupted:
                    pendingValue.dispose()
                    pendingTermination.dispose()
                    scheduler.schedule { observer.sendInterrupted() }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Transforms values on `scheduler`, computing only the latest one; see
    /// `Signal.lazyMap(on:transform:)`.
    public func lazyMap<U>(
        on scheduler: any Scheduler,
        transform: @escaping @Sendable (Value) -> U
    ) -> SignalProducer<U, Error> {
        lift { $0.lazyMap(on: scheduler, transform: transform) }
    }
}
