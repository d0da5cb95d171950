import Dispatch
@testable import ReactiveCore
import Synchronization

/// Errors sent by the streams of the combining-operator tests.
enum CombiningError: Error, Equatable {
    case boom
    case other
}

/// Records the events an observer receives, from any thread, and lets a test wait for them.
final class CombiningRecorder<Value: Sendable, Error: Swift.Error>: Sendable {
    typealias Event = Signal<Value, Error>.Event

    private let recorded = Locked<[Event]>([])
    private let changed = DispatchSemaphore(value: 0)
    /// Set while an event is being recorded, to catch overlapping deliveries.
    private let isInside = Synchronization.Atomic(false)
    private let overlaps = Synchronization.Atomic(0)

    /// An observer that records every event it receives.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { [self] event in record(event) }
    }

    func record(_ event: Event) {
        if isInside.exchange(true, ordering: .acquiringAndReleasing) {
            overlaps.add(1, ordering: .relaxed)
        }
        recorded.withLock { $0.append(event) }
        isInside.store(false, ordering: .releasing)
        changed.signal()
    }

    var events: [Event] { recorded.withLock { $0 } }
    var values: [Value] { events.compactMap(\.value) }
    var terminations: [Event] { events.filter(\.isTerminating) }
    var isCompleted: Bool { terminations.count == 1 && terminations[0].isCompleted }
    var isTerminated: Bool { !terminations.isEmpty }
    var isInterrupted: Bool {
        guard terminations.count == 1, case .interrupted = terminations[0] else { return false }
        return true
    }
    var error: Error? { terminations.count == 1 ? terminations[0].error : nil }
    /// How many times two events were delivered at once; serial delivery keeps it at zero.
    var overlappingDeliveries: Int { overlaps.load(ordering: .relaxed) }

    /// Waits until `condition` holds for the recorded events, at most `timeout`. Returns whether
    /// it holds.
    @discardableResult
    func wait(timeout: Double = 60, until condition: ([Event]) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while true {
            if recorded.withLock({ condition($0) }) { return true }
            if changed.wait(timeout: deadline) == .timedOut {
                return recorded.withLock { condition($0) }
            }
        }
    }

    /// Waits until a terminating event has been recorded. Returns whether one was.
    @discardableResult
    func waitForTermination(timeout: Double = 60) -> Bool {
        wait(timeout: timeout) { $0.contains(where: \.isTerminating) }
    }
}

extension CombiningRecorder where Error == Never {
    /// A recorder for values-only observation.
    convenience init(_: Value.Type = Value.self) { self.init() }
}

/// A producer whose runs a test drives by hand, counting how many were started and how many
/// ended (completed, failed or were interrupted, which ends their lifetime).
final class ProducerProbe<Value: Sendable, Error: Swift.Error>: Sendable {
    private let runs = Locked<[Signal<Value, Error>.Observer]>([])
    private let ended = Synchronization.Atomic(0)

    var producer: SignalProducer<Value, Error> {
        SignalProducer { [self] observer, lifetime in
            runs.withLock { $0.append(observer) }
            lifetime.observeEnded { [self] in ended.add(1, ordering: .relaxed) }
        }
    }

    var startCount: Int { runs.withLock { $0.count } }
    var endCount: Int { ended.load(ordering: .relaxed) }

    /// The input of the run started `index`-th (default: the latest).
    func run(_ index: Int? = nil) -> Signal<Value, Error>.Observer {
        runs.withLock { $0[index ?? $0.count - 1] }
    }
}

/// Pairs a new source pipe with a new pipe of strings through `pairing` — `sample(with:)` or
/// `withLatest(from:)` — and records the pairs as "<value><string>": the source's input, the
/// other pipe's input and the recorder.
func pairingPipes(
    _ pairing: (Signal<Int, CombiningError>, Signal<String, Never>) -> Signal<(Int, String), CombiningError>
) -> (source: Signal<Int, CombiningError>.Observer, other: Signal<String, Never>.Observer, recorder: CombiningRecorder<String, CombiningError>) {
    let (source, sourceInput) = Signal<Int, CombiningError>.pipe()
    let (other, otherInput) = Signal<String, Never>.pipe()
    let recorder = CombiningRecorder<String, CombiningError>()
    pairing(source, other).map { "\($0)\($1)" }.observe(recorder.observer)
    return (sourceInput, otherInput, recorder)
}
