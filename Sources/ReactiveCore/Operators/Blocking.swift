import Dispatch

/// What a blocking call has seen so far of the run it waits for.
private struct BlockingState<Value: Sendable, Error: Swift.Error>: Sendable {
    var result: Result<Value, Error>?
    var valueCount = 0
    var isDone = false
}

/// The state of a blocking call, shared with the thread that delivers the events.
private final class BlockingOutcome<Value: Sendable, Error: Swift.Error>: Sendable {
    let state = Locked(BlockingState<Value, Error>())
    let done = DispatchSemaphore(value: 0)
}

// Blocking operators: each starts the producer and blocks the calling thread until the answer is
// known, then interrupts the run if it is still going.
//
// Never call them on the thread or serial queue that the producer sends its events from (for
// example from the main thread for a producer that delivers on the main queue): the events
// could never arrive, and the call would wait forever.
extension SignalProducer {
    /// Starts the producer and waits until `record`, called with each event under a lock, marks
    /// the state done (every terminating event does).
    private func block(
        _ record: @escaping @Sendable (inout BlockingState<Value, Error>, Signal<Value, Error>.Event) -> Void
    ) -> Result<Value, Error>? {
        let outcome = BlockingOutcome<Value, Error>()
        let run = start { event in
            let isDone = outcome.state.withLock { state -> Bool in
                guard !state.isDone else { return false }
                record(&state, event)
                if event.isTerminating { state.isDone = true }
                return state.isDone
            }
            if isDone { outcome.done.signal() }
        }
        outcome.done.wait()
        run.dispose()
        return outcome.state.withLock { $0.result }
    }

    /// Starts the producer and blocks until its first value or its termination.
    ///
    /// - Returns: the first value, or the failure if the producer fails before sending one, or
    ///   nil if it completes or is interrupted without a value.
    public func first() -> Result<Value, Error>? {
        block { state, event in
            switch event {
            case let .value(value):
                state.result = .success(value)
                state.isDone = true
            case let .failed(error):
                state.result = .failure(error)
            case .completed, .interrupted:
                break
            }
        }
    }

    /// Starts the producer and blocks until it terminates or sends a second value.
    ///
    /// - Returns: the only value if the producer sends exactly one and then completes, or its
    ///   failure, or nil if it sends no value or more than one.
    public func single() -> Result<Value, Error>? {
        block { state, event in
            switch event {
            case let .value(value):
                state.valueCount += 1
                if state.valueCount == 1 {
                    state.result = .success(value)
                } else {
                    state.result = nil
                    state.isDone = true
                }
            case let .failed(error):
                state.result = .failure(error)
            case .completed, .interrupted:
                break
            }
        }
    }

    /// Starts the producer and blocks until it terminates.
    ///
    /// - Returns: the last value if the producer completes after sending values, or its
    ///   failure, or nil if it completes without a value or is interrupted.
    public func last() -> Result<Value, Error>? {
        block { state, event in
            switch event {
            case let .value(value): state.result = .success(value)
            case let .failed(error): state.result = .failure(error)
            case .completed: break
            case .interrupted: state.result = nil
            }
        }
    }

    /// Starts the producer and blocks until it terminates, ignoring its values.
    ///
    /// - Returns: the failure if the producer fails, success otherwise (also when it is
    ///   interrupted, as in ReactiveSwift).
    public func wait() -> Result<(), Error> {
        let termination = block { state, event in
            if case let .failed(error) = event { state.result = .failure(error) }
        }
        return termination.map { $0.map { _ in () } } ?? .success(())
    }
}
