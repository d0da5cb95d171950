import Foundation
import ReactiveCore

/// Records the events an observer receives, from any thread, and whether each arrived on the
/// main thread.
final class EventLog<Value: Sendable, Error: Swift.Error>: Sendable {
    typealias Event = Signal<Value, Error>.Event

    private let recorded = Locked<[(event: Event, onMainThread: Bool)]>([])

    /// An observer that records every event.
    var observer: Signal<Value, Error>.Observer {
        Signal.Observer { [recorded] event in
            let onMainThread = Thread.isMainThread
            recorded.withLock { $0.append((event, onMainThread)) }
        }
    }

    /// The events so far.
    var events: [Event] {
        recorded.withLock { $0.map(\.event) }
    }

    /// Whether any event arrived on the main thread.
    var anyOnMainThread: Bool {
        recorded.withLock { $0.contains { $0.onMainThread } }
    }
}
