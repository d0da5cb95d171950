extension Signal.Event {
    /// `on(...)` as a transformation: runs the side effects for each event, then forwards it;
    /// `disposed` runs when the derived stream's lifetime ends.
    @inlinable
    static func on(
        event: (@Sendable (Signal<Value, Error>.Event) -> Void)?,
        failed: (@Sendable (Error) -> Void)?,
        completed: (@Sendable () -> Void)?,
        interrupted: (@Sendable () -> Void)?,
        terminated: (@Sendable () -> Void)?,
        disposed: (@Sendable () -> Void)?,
        value: (@Sendable (Value) -> Void)?
    ) -> Transformation<Value, Error> {
        { downstream, lifetime in
            if let disposed { lifetime.observeEnded(disposed) }
            return Signal.Observer { received in
                event?(received)
                switch received {
                case let .value(receivedValue): value?(receivedValue)
                case let .failed(error): failed?(error)
                case .completed: completed?()
                case .interrupted: interrupted?()
                }
                if received.isTerminating { terminated?() }
                downstream.send(received)
            }
        }
    }
}

extension Signal {
    /// Runs side effects for the events of `self`, each before the event is forwarded.
    ///
    /// - Parameters:
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called on `completed`.
    ///   - interrupted: Called on `interrupted`.
    ///   - terminated: Called on any terminating event, after the callback for that event.
    ///   - disposed: Called when the returned signal's lifetime ends: after it terminated, or
    ///     when it is released with no observers.
    ///   - value: Called with every value.
    ///
    /// The callbacks run on the thread that delivers the event, serially.
    @inlinable
    public func on(
        event: (@Sendable (Event) -> Void)? = nil,
        failed: (@Sendable (Error) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil,
        interrupted: (@Sendable () -> Void)? = nil,
        terminated: (@Sendable () -> Void)? = nil,
        disposed: (@Sendable () -> Void)? = nil,
        value: (@Sendable (Value) -> Void)? = nil
    ) -> Signal<Value, Error> {
        flatMapEvent(Event.on(
            event: event, failed: failed, completed: completed, interrupted: interrupted,
            terminated: terminated, disposed: disposed, value: value
        ))
    }
}

extension SignalProducer {
    /// Runs side effects for the life of each run, each before the event is forwarded.
    ///
    /// - Parameters:
    ///   - starting: Called when a run is about to start this producer's work.
    ///   - started: Called once this producer's start handler has returned.
    ///   - event: Called with every event.
    ///   - failed: Called with the error of a `failed` event.
    ///   - completed: Called on `completed`.
    ///   - interrupted: Called on `interrupted`, including when the run is disposed.
    ///   - terminated: Called on any terminating event, after the callback for that event.
    ///   - disposed: Called when the run's lifetime ends.
    ///   - value: Called with every value.
    ///
    /// Unlike the other operators, the events of each run pass through a signal here, so that
    /// the interruption caused by disposing the run reaches the callbacks like any other event,
    /// serially with them.
    @inlinable
    public func on(
        starting: (@Sendable () -> Void)? = nil,
        started: (@Sendable () -> Void)? = nil,
        event: (@Sendable (Signal<Value, Error>.Event) -> Void)? = nil,
        failed: (@Sendable (Error) -> Void)? = nil,
        completed: (@Sendable () -> Void)? = nil,
        interrupted: (@Sendable () -> Void)? = nil,
        terminated: (@Sendable () -> Void)? = nil,
        disposed: (@Sendable () -> Void)? = nil,
        value: (@Sendable (Value) -> Void)? = nil
    ) -> SignalProducer<Value, Error> {
        let sideEffects = Signal<Value, Error>.Event.on(
            event: event, failed: failed, completed: completed, interrupted: interrupted,
            terminated: terminated, disposed: disposed, value: value
        )
        return SignalProducer(startHandler: { observer, lifetime in
            starting?()
            startWithSignal { signal, interruptHandle in
                lifetime += interruptHandle
                lifetime += signal.flatMapEvent(sideEffects).observe(observer)
            }
            started?()
        }, isSerial: true)
    }
}
