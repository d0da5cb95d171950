import Foundation
import ReactiveCore

/// Starts a producer and records its events, for tests that wait on them with a timeout (never
/// on sleeps) without blocking a thread of the concurrency pool.
///
/// Threading: events may arrive on any thread; every property and `wait` may be used from any
/// thread. Lifetime: the run goes on until it ends by itself or ``dispose()`` is called.
public final class EventRecorder<Value: Sendable, Failure: Error>: Sendable {
    /// One event of the run.
    public typealias Event = Signal<Value, Failure>.Event

    private struct State {
        var events: [Event] = []
        var onMainQueue: [Bool] = []
        var listeners: [UUID: AsyncStream<Void>.Continuation] = [:]
    }

    private let state = Locked(State())
    private let disposable = SerialDisposable()

    /// Starts `producer` on the calling thread, recording each event and whether it arrived on
    /// the main queue.
    public init(_ producer: SignalProducer<Value, Failure>) {
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
    public var events: [Event] { state.withLock { $0.events } }

    /// Whether each event so far arrived on the main queue.
    public var deliveredOnMainQueue: [Bool] { state.withLock { $0.onMainQueue } }

    /// The values so far.
    public var values: [Value] { events.compactMap(\.value) }

    /// The only value, when the producer sent exactly one and completed.
    public var single: Value? { isCompleted && values.count == 1 ? values[0] : nil }

    /// The first value, or else the error the producer failed with; nil while there is neither.
    public var result: Result<Value, Failure>? {
        if let value = values.first { return .success(value) }
        return error.map { .failure($0) }
    }

    /// The error the producer failed with, if it did.
    public var error: Failure? { events.lazy.compactMap(\.error).first }

    /// Whether a terminating event has arrived.
    public var isTerminated: Bool { events.contains { $0.isTerminating } }

    /// Whether the producer completed.
    public var isCompleted: Bool { events.contains { $0.isCompleted } }

    /// Disposes the run.
    public func dispose() {
        disposable.dispose()
    }

    /// Waits until `condition` holds for the events, or `timeout` passes; whether it held.
    @discardableResult
    public func wait(timeout: Duration = .seconds(120), until condition: @escaping @Sendable ([Event]) -> Bool) async -> Bool {
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
    public func waitForTermination(timeout: Duration = .seconds(120)) async -> Bool {
        await wait(timeout: timeout) { $0.contains { $0.isTerminating } }
    }

    /// Waits for `count` values (up to `timeout`, or until the run terminates, after which no
    /// value can come); whether they arrived.
    @discardableResult
    public func waitForValues(_ count: Int, timeout: Duration = .seconds(120)) async -> Bool {
        await wait(timeout: timeout) { $0.compactMap(\.value).count >= count || $0.contains { $0.isTerminating } }
        return values.count >= count
    }
}

/// Starts `producer` and waits, without blocking a thread, until it terminates; its recorded
/// run, or nil when it did not terminate within `timeout` (the run is disposed then). The
/// timeout only turns a hang into a failure.
public func outcome<Value: Sendable, Failure: Error>(
    of producer: SignalProducer<Value, Failure>, within timeout: Duration = .seconds(120)
) async -> EventRecorder<Value, Failure>? {
    let run = EventRecorder(producer)
    guard await run.waitForTermination(timeout: timeout) else {
        run.dispose()
        return nil
    }
    return run
}
