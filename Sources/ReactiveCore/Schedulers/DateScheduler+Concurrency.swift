import Dispatch
import Foundation

extension DateScheduler {
    /// Suspends the current task for at least `interval` by this scheduler's clock, without
    /// blocking any thread. The task stays on the caller's actor, so a `TestScheduler` advanced
    /// from that actor resumes it before its next action.
    ///
    /// Throws `CancellationError` if the task is cancelled before or while it sleeps; the
    /// underlying timer is disposed then.
    ///
    /// - precondition: `interval` and `leeway` are not negative.
    public func sleep(
        for interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        precondition(leeway.timeInterval >= 0, "The leeway must not be negative.")
        try Task.checkCancellation()
        try await SchedulerSleep().wait(
            on: self, until: currentDate.addingTimeInterval(interval.timeInterval), leeway: leeway, isolation: isolation
        )
    }

    /// Suspends the current task until `deadline` by this scheduler's clock, without blocking
    /// any thread. Throws `CancellationError` if the task is cancelled meanwhile.
    ///
    /// - precondition: `deadline` is later than `currentDate`; `leeway` is not negative.
    public func sleep(
        until deadline: Date,
        leeway: DispatchTimeInterval = .seconds(0),
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        precondition(deadline > currentDate, "The deadline must be in the future.")
        try await sleep(for: deadline.timeIntervalSince(currentDate).dispatchTimeInterval, leeway: leeway)
    }

    /// An endless stream of this scheduler's `currentDate`, yielded every `interval` starting one
    /// `interval` from now. The timer is scheduled at once and disposed when the stream
    /// terminates — for example when the iterating task is cancelled. Dates yielded before they
    /// are consumed are buffered.
    ///
    /// - precondition: `interval` and `leeway` are not negative.
    public func timer(interval: DispatchTimeInterval, leeway: DispatchTimeInterval = .seconds(0)) -> AsyncStream<Date> {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        precondition(leeway.timeInterval >= 0, "The leeway must not be negative.")
        return AsyncStream { continuation in
            let timer = schedule(after: interval, interval: interval, leeway: leeway) {
                continuation.yield(self.currentDate)
            }
            continuation.onTermination = { _ in timer?.dispose() }
        }
    }
}
