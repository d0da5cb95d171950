import Dispatch
extension Signal {
    /// Sends, every `interval` on `scheduler`, an array of the values received since the last
    /// send — an empty array when none arrived, unless `skipEmpty` is true.
    ///
    /// On completion the values collected since the last send are dropped and completion is
    /// forwarded at once when `discardWhenCompleted` is true; otherwise they are sent at the next
    /// tick (subject to `skipEmpty`), followed by completion. Failure and interruption are
    /// forwarded at once and drop the collected values.
    ///
    /// Threading: every event reaches the observers on `scheduler`. The repeating timer starts
    /// when the signal is created and stops when it terminates.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: any DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> Signal<[Value], Error> {
        Signal<[Value], Error> { observer, lifetime in
            let state = Locked(CollectEveryState<Value>())
            let ticks = scheduler.schedule(
                after: scheduler.currentDate.addingTimeInterval(interval),
                interval: interval,
                leeway: interval * 0.1
            ) {
                let (batch, isCompleted) = state.withLock { state in
                    (state.takeBatch(skipEmpty: skipEmpty), state.isCompleted)
                }
                if let batch { observer.send(value: batch) }
                if isCompleted { observer.sendCompleted() }
            }
            lifetime += ticks

            lifetime += self.observe { event in
                switch event {
                case let .value(value):
                    state.withLock { $0.values.append(value) }
                case .completed where !discardWhenCompleted:
                    state.withLock { $0.isCompleted = true }
                case .completed:
                    ticks?.dispose()
                    scheduler.schedule { observer.sendCompleted() }
                case let .failed(error):
                    ticks?.dispose()
                    scheduler.schedule { observer.send(error: error) }
                case .interrupted:
                    ticks?.dispose()
                    scheduler.schedule { observer.sendInterrupted() }
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends, every `interval` on `scheduler`, an array of the values received since the last
    /// send; see `Signal.collect(every:on:skipEmpty:discardWhenCompleted:)`. Each run has its own
    /// timer, started with the run.
    public func collect(
        every interval: DispatchTimeInterval,
        on scheduler: any DateScheduler,
        skipEmpty: Bool = false,
        discardWhenCompleted: Bool = true
    ) -> SignalProducer<[Value], Error> {
        lift { $0.collect(every: interval, on: scheduler, skipEmpty: skipEmpty, discardWhenCompleted: discardWhenCompleted) }
    }
}

/// The values collected by `collect(every:on:)` since the last tick.
private struct CollectEveryState<Value: Sendable>: Sendable {
    var values: [Value] = []
    /// The upstream completed; the next tick sends the last batch and completes.
    var isCompleted = false

    /// Takes the collected values, or nil if there are none and empty batches are skipped.
    mutating func takeBatch(skipEmpty: Bool) -> [Value]? {
        guard !(values.isEmpty && skipEmpty) else { return nil }
        defer { values = [] }
        return values
    }
}
