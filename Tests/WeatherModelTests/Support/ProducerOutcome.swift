import Dispatch
import ReactiveCore

/// What a started producer ended with: its values and its terminating event.
struct ProducerOutcome<Value: Sendable, Failure: Error>: Sendable {
    var values: [Value] = []
    var error: Failure?
    var completed = false

    /// The only value, when the producer sent exactly one and completed.
    var single: Value? { completed && values.count == 1 ? values[0] : nil }
}

/// Starts `producer` and waits, without blocking a thread, until it terminates or `seconds`
/// pass; nil when it did not terminate in time (the run is disposed then).
func outcome<Value: Sendable, Failure: Error>(
    of producer: SignalProducer<Value, Failure>,
    within seconds: Double = 10
) async -> ProducerOutcome<Value, Failure>? {
    typealias Waiter = CheckedContinuation<ProducerOutcome<Value, Failure>?, Never>
    let state = Locked<(outcome: ProducerOutcome<Value, Failure>, waiter: Waiter?)>((ProducerOutcome(), nil))
    let run = SerialDisposable()
    /// Records `event` and, when it ends the run (nil: the time ran out), resumes the waiter once.
    @Sendable func record(_ event: Signal<Value, Failure>.Event?) {
        let (waiter, result) = state.withLock { state -> (Waiter?, ProducerOutcome<Value, Failure>?) in
            switch event {
            case let .value(value)?:
                state.outcome.values.append(value)
                return (nil, nil)
            case let .failed(error)?: state.outcome.error = error
            case .completed?: state.outcome.completed = true
            case .interrupted?: break
            case nil:
                defer { state.waiter = nil }
                return (state.waiter, nil)
            }
            defer { state.waiter = nil }
            return (state.waiter, state.outcome)
        }
        waiter?.resume(returning: result)
    }
    return await withCheckedContinuation { waiter in
        state.withLock { $0.waiter = waiter }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            record(nil)
            run.dispose()
        }
        run.inner = producer.start { record($0) }
    }
}
