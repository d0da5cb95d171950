@testable import ReactiveCore

/// Records the events a signal or producer run delivers. Thread-safe.
final class UnaryOpsRecorder<Value: Sendable, Error: Swift.Error>: Sendable {
    typealias Event = Signal<Value, Error>.Event

    private let recorded = Locked<[Event]>([])

    /// Observes `signal` and records its events.
    static func observing(_ signal: Signal<Value, Error>) -> UnaryOpsRecorder {
        let recorder = UnaryOpsRecorder()
        signal.observe(recorder.observer)
        return recorder
    }

    /// Starts `producer` and records the events of the run.
    static func starting(_ producer: SignalProducer<Value, Error>) -> UnaryOpsRecorder {
        startingRun(producer).recorder
    }

    /// Starts `producer`, recording the events of the run; also returns the run's disposable.
    static func startingRun(_ producer: SignalProducer<Value, Error>) -> (recorder: UnaryOpsRecorder, run: Disposable) {
        let recorder = UnaryOpsRecorder()
        let run = producer.start(recorder.observer)
        return (recorder, run)
    }

    /// An observer that records into this recorder.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { event in self.recorded.withLock { $0.append(event) } }
    }

    var events: [Event] { recorded.withLock { $0 } }
    var values: [Value] { events.compactMap { $0.value } }
    var isTerminated: Bool { events.last?.isTerminating ?? false }
}

/// The error the operator tests send.
enum UnaryOpsError: Swift.Error, Equatable {
    case failure
    case other
}

/// Thread-safe ordered log of side effects, e.g. the callbacks `on(...)` ran.
final class UnaryOpsLog: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
    func count(of entry: String) -> Int { all.filter { $0 == entry }.count }
}

/// A producer whose runs log when they start and when their lifetime ends, and send nothing
/// until `input` — the observer of the latest run — is used.
final class UnaryOpsProbe<Value: Sendable, Error: Swift.Error>: Sendable {
    let log = UnaryOpsLog()
    private let latestInput = Locked<Signal<Value, Error>.Observer?>(nil)

    var producer: SignalProducer<Value, Error> {
        SignalProducer { observer, lifetime in
            self.log.append("started")
            lifetime.observeEnded { self.log.append("ended") }
            self.latestInput.withLock { $0 = observer }
        }
    }

    /// The input observer of the latest run.
    var input: Signal<Value, Error>.Observer { latestInput.withLock { $0! } }
    var hasEnded: Bool { log.all.contains("ended") }
    var startCount: Int { log.count(of: "started") }
}

/// A producer that sends `values`, then fails with `error`.
func unaryOpsProducer<Value: Sendable>(
    _ values: [Value],
    failingWith error: UnaryOpsError
) -> SignalProducer<Value, UnaryOpsError> {
    SignalProducer { observer, _ in
        for value in values { observer.send(value: value) }
        observer.send(error: error)
    }
}
