import Foundation
@testable import ReactiveCore

/// Records the events an observer receives, from any thread, for assertions.
final class EventRecorder<Value: Sendable, Error: Swift.Error>: Sendable {
    typealias Event = Signal<Value, Error>.Event

    private let recorded = Locked<[Event]>([])
    private let arrival = NSCondition()

    /// An observer that appends every event it receives.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { [self] event in
            arrival.lock()
            recorded.withLock { $0.append(event) }
            arrival.broadcast()
            arrival.unlock()
        }
    }

    var events: [Event] { recorded.withLock { $0 } }
    var values: [Value] { events.compactMap(\.value) }
    var terminations: [Event] { events.filter(\.isTerminating) }
    var isCompleted: Bool { events.last?.isCompleted == true }
    var isInterrupted: Bool {
        if case .interrupted = events.last { return true }
        return false
    }
    var error: Error? { events.last?.error }

    /// Waits until at least `count` events were recorded, or `timeout` passes.
    @discardableResult
    func waitForEvents(_ count: Int, timeout: Duration = .seconds(60)) -> Bool {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: seconds)
        arrival.lock()
        defer { arrival.unlock() }
        while recorded.withLock({ $0.count }) < count {
            if !arrival.wait(until: deadline) { return recorded.withLock { $0.count } >= count }
        }
        return true
    }
}

/// A thread-safe counter for observers.
final class Counter: Sendable {
    private let count = Locked(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// A class instance to watch with a weak reference in memory tests.
final class Token: Sendable {}
