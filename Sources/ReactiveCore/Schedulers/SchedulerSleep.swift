import Dispatch
import Foundation

/// One task's sleep on a `DateScheduler`: a wake-up scheduled on the scheduler and the suspended
/// task, resumed exactly once — by the wake-up or by the task's cancellation, whichever comes
/// first. The other one then does nothing, and the wake-up is disposed either way.
///
/// Why a continuation rather than the first element of a `timer` stream: the wake-up knows the
/// moment it resumes the task, and tells a `TestScheduler`, whose async `advance(to:)` waits
/// until the woken task has run before it takes the next action.
final class SchedulerSleep: Sendable {
    private enum Phase {
        case starting
        case waiting(CheckedContinuation<Void, any Error>)
        case cancelledBeforeWaiting
        case finished
    }

    private struct State {
        var phase = Phase.starting
        var wakeUp: Disposable?
    }

    private let state = Locked(State())

    /// Suspends the calling task until `scheduler` runs the wake-up at `date`, or throws
    /// `CancellationError` if the task is cancelled first.
    func wait(
        on scheduler: some DateScheduler,
        until date: Date,
        leeway: DispatchTimeInterval,
        isolation: isolated (any Actor)?
    ) async throws {
        let testScheduler = scheduler as? TestScheduler
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation(isolation: isolation) { continuation in
                guard begin(continuation) else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                // A repeating schedule is the one that takes a leeway; the first run disposes it.
                let wakeUp = scheduler.schedule(after: date, interval: .seconds(1), leeway: leeway) { [self] in
                    finish(throwing: nil) { testScheduler?.sleeperWillResume() }
                }
                keep(wakeUp)
            }
        } onCancel: {
            finish(throwing: CancellationError())
        }
        testScheduler?.sleeperDidResume()
    }

    /// Records the waiting task; false when it was cancelled before it could wait.
    private func begin(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        state.withLock { state in
            guard case .starting = state.phase else { return false }
            state.phase = .waiting(continuation)
            return true
        }
    }

    /// Holds the wake-up for a later cancellation, or disposes it if the sleep already ended.
    private func keep(_ wakeUp: Disposable?) {
        let hasEnded = state.withLock { state in
            guard case .waiting = state.phase else { return true }
            state.wakeUp = wakeUp
            return false
        }
        if hasEnded { wakeUp?.dispose() }
    }

    /// Resumes the waiting task once: normally for the wake-up, with `error` for a cancellation.
    /// `willResume` runs only when this call is the one that resumes it, just before.
    private func finish(throwing error: (any Error)?, willResume: () -> Void = {}) {
        let (continuation, wakeUp) = state.withLock { state -> (CheckedContinuation<Void, any Error>?, Disposable?) in
            switch state.phase {
            case let .waiting(continuation):
                state.phase = .finished
                defer { state.wakeUp = nil }
                return (continuation, state.wakeUp)
            case .starting:
                state.phase = .cancelledBeforeWaiting
                return (nil, nil)
            case .cancelledBeforeWaiting, .finished:
                return (nil, nil)
            }
        }
        wakeUp?.dispose()
        guard let continuation else { return }
        willResume()
        if let error {
            continuation.resume(throwing: error)
        } else {
            continuation.resume()
        }
    }
}
