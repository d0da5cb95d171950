import Foundation
import ReactiveCore

/// Starts a producer and records its events, for tests that wait on them with a timeout (never
/// on sleeps) without blocking a thread of the concurrency pool.
final class EventRecorder<Value: Sendable, Failure: Error>: Sendable {
    typealias Event = Signal<Value, Failure>.Event

    private struct State {
        var events: [Event] = []
        var onMainQueue: [Bool] = []
        var listeners: [UUID: AsyncStream<Void>.Continuation] = [:]
    }

    private let state = Locked(State())
    private let disposable = SerialDisposable()

    /// Starts `producer`, recording each event and whether it arrived on the main queue.
    init(_ producer: SignalProducer<Value, Failure>) {
        disposable.inner = producer.start { [state] event in
            let listeners = state.withLock { state in
                state.events.append(event)
                state.onMainQueue.append(MainQueue.isCurrent)
                return Array(state.listeners.values)
            }
            for listener in listeners { listener.yield() }
        }
    }

    /// The events so far.
    var events: [Event] { state.withLock { $0.events } }

    /// Whether each event so far arrived on the main queue.
    var deliveredOnMainQueue: [Bool] { state.withLock { $0.onMainQueue } }

    /// The values so far.
    var values: [Value] { events.compactMap(\.value) }

    /// The error the producer failed with, if it did.
    var error: Failure? { events.lazy.compactMap(\.error).first }

    /// Whether a terminating event has arrived.
    var isTerminated: Bool { events.contains { $0.isTerminating } }

    /// Whether the producer completed.
    var isCompleted: Bool { events.contains { $0.isCompleted } }

    /// Disposes the run.
    func dispose() {
        disposable.dispose()
    }

    /// Waits until `condition` holds for the events, or `timeout` passes; whether it held.
    @discardableResult
    func wait(timeout: Duration = .seconds(30), until condition: @escaping @Sendable ([Event]) -> Bool) async -> Bool {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        state.withLock { $0.listeners[id] = continuation }
        continuation.yield()
        defer {
            state.withLock { $0.listeners[id] = nil }
            continuation.finish()
        }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask { [state] in
                for await _ in changes where condition(state.withLock({ $0.events })) { return true }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let result = await group.next() ?? false
            group.cancelAll()
            return result
        }
    }

    /// Waits for the producer to terminate (up to `timeout`); whether it did.
    @discardableResult
    func waitForTermination(timeout: Duration = .seconds(30)) async -> Bool {
        await wait(timeout: timeout) { $0.contains { $0.isTerminating } }
    }

    /// Waits for `count` values (up to `timeout`); whether they arrived.
    @discardableResult
    func waitForValues(_ count: Int, timeout: Duration = .seconds(30)) async -> Bool {
        await wait(timeout: timeout) { $0.compactMap(\.value).count >= count }
    }
}
