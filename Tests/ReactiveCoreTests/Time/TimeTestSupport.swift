import Dispatch
import Foundation
@testable import ReactiveCore
import Synchronization

/// Errors sent by the time and scheduler tests.
enum TimeTestError: Error, Equatable {
    case boom
    case timedOut
}

/// Records the events a stream delivers, each with the virtual time at which it arrived,
/// in seconds since the recorder was made.
final class TimedEventRecorder<Value: Sendable, Error: Swift.Error>: Sendable {
    typealias Event = Signal<Value, Error>.Event

    private let clock: TestScheduler
    private let origin: Date
    private let records = Locked<[(time: TimeInterval, event: Event)]>([])

    init(clock: TestScheduler) {
        self.clock = clock
        origin = clock.currentDate
    }

    /// An observer that records into this recorder.
    var observer: Signal<Value, Error>.Observer {
        Signal<Value, Error>.Observer { [self] event in
            let time = clock.currentDate.timeIntervalSince(origin)
            records.withLock { $0.append((time, event)) }
        }
    }

    /// The events, in arrival order.
    var events: [Event] { records.withLock { $0.map(\.event) } }

    /// The virtual arrival times, matching `events`.
    var times: [TimeInterval] { records.withLock { $0.map(\.time) } }

    /// The values only.
    var values: [Value] { records.withLock { $0.compactMap(\.event.value) } }

    /// Whether a terminating event arrived.
    var isTerminated: Bool { records.withLock { $0.contains { $0.event.isTerminating } } }
}

/// A thread-safe list for recording what happened where.
final class SchedulerLog<Element: Sendable>: Sendable {
    private let elements = Locked<[Element]>([])

    init() {}

    func append(_ element: Element) {
        elements.withLock { $0.append(element) }
    }

    var all: [Element] { elements.withLock { $0 } }
}

/// Lets an async test wait, with a timeout, until something happened a number of times.
/// The timeout only bounds the wait of a failing test; passing tests continue as soon as the
/// expectation is fulfilled.
final class SchedulerExpectation: Sendable {
    private struct State {
        var count = 0
        var waiter: CheckedContinuation<Bool, Never>?
    }

    private let expectedCount: Int
    private let state = Locked(State())

    init(expectedCount: Int = 1) {
        self.expectedCount = expectedCount
    }

    func fulfill() {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            state.count += 1
            guard state.count >= expectedCount else { return nil }
            return state.waiter.take()
        }
        waiter?.resume(returning: true)
    }

    /// True if the expectation was fulfilled `expectedCount` times before `timeout`.
    func wait(timeout: Duration = .seconds(60)) async -> Bool {
        await withCheckedContinuation { continuation in
            let isFulfilled = state.withLock { state in
                if state.count >= expectedCount { return true }
                state.waiter = continuation
                return false
            }
            if isFulfilled {
                continuation.resume(returning: true)
                return
            }
            Task {
                try? await Task.sleep(for: timeout)
                state.withLock { $0.waiter.take() }?.resume(returning: false)
            }
        }
    }
}

/// Tells whether code runs on the main queue, with a queue-specific key of the tests' own.
enum MainQueueProbe {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marker: UInt8 = 42
    private static let markMainQueue: Void = {
        DispatchQueue.main.setSpecific(key: key, value: marker)
    }()

    static var isOnMainQueue: Bool {
        markMainQueue
        return DispatchQueue.getSpecific(key: key) == marker
    }
}

/// A date scheduler that forwards to a `TestScheduler` and counts the actions still
/// outstanding — scheduled, and neither finished nor cancelled; a repeating action stays
/// outstanding until cancelled. It shows whether an operator cancels its scheduled work.
final class CountingScheduler: DateScheduler {
    let base: TestScheduler
    private let outstanding = Synchronization.Atomic<Int>(0)

    /// Fulfilled when the first action is scheduled — for work scheduled from another task.
    let firstScheduled = SchedulerExpectation()

    init(base: TestScheduler) {
        self.base = base
    }

    /// Actions scheduled and neither finished nor cancelled.
    var outstandingActions: Int { outstanding.load(ordering: .acquiring) }

    var currentDate: Date { base.currentDate }

    func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        track(isRepeating: false, action) { base.schedule($0) }
    }

    func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable? {
        track(isRepeating: false, action) { base.schedule(after: date, action: $0) }
    }

    func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping @Sendable () -> Void
    ) -> Disposable? {
        track(isRepeating: true, action) { base.schedule(after: date, interval: interval, leeway: leeway, action: $0) }
    }

    private func track(
        isRepeating: Bool,
        _ action: @escaping @Sendable () -> Void,
        schedule: (@escaping @Sendable () -> Void) -> Disposable?
    ) -> Disposable? {
        let isDone = Synchronization.Atomic<Bool>(false)
        let finish: @Sendable () -> Void = { [self] in
            if !isDone.exchange(true, ordering: .acquiringAndReleasing) {
                outstanding.subtract(1, ordering: .acquiringAndReleasing)
            }
        }
        outstanding.add(1, ordering: .acquiringAndReleasing)
        firstScheduled.fulfill()
        let disposable = schedule {
            action()
            if !isRepeating { finish() }
        }
        return AnyDisposable {
            disposable?.dispose()
            finish()
        }
    }
}

/// The result of `task` once it finishes, or nil if it has not finished within `timeout` (the
/// task is then cancelled) — so that a broken asynchronous operation fails its test instead of
/// hanging it.
func finishedResult<Success: Sendable, Failure: Error>(
    of task: Task<Success, Failure>,
    timeout: Duration = .seconds(60)
) async -> Result<Success, Failure>? {
    let finished = SchedulerExpectation()
    let result = Locked<Result<Success, Failure>?>(nil)
    Task {
        let outcome = await task.result
        result.withLock { $0 = outcome }
        finished.fulfill()
    }
    guard await finished.wait(timeout: timeout) else {
        task.cancel()
        return nil
    }
    return result.withLock { $0 }
}
