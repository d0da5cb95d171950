import Dispatch
import Foundation
/// A date scheduler with a virtual clock, for deterministic tests of time-based code.
///
/// Nothing runs until the test moves the clock with `advance()`, `advance(by:)`,
/// `advance(to:)` or `run()` — or their async forms, awaited from async tests, which run the
/// actions on the main actor and give it a turn between actions. Then the actions due by the
/// new date run in date order, and those due at the same date in the order they were
/// scheduled; while each runs, `currentDate` is its due date. Actions scheduled for a date
/// already passed run at the next advance, without moving the clock back. The clock only moves
/// backwards through `rewind(by:)`.
///
/// Threading: any thread may schedule, cancel and read `currentDate`. Actions run on the thread
/// that advances the clock, outside the scheduler's lock, so an action may schedule more work
/// (which runs in the same advance if it is due by then) or even advance the clock itself.
/// Advance from one thread at a time: actions of concurrent advances may run concurrently.
public final class TestScheduler: DateScheduler {
    private struct ScheduledAction: Sendable {
        let date: Date
        let sequenceNumber: UInt64
        let action: @Sendable () -> Void
    }

    private struct State {
        var currentDate: Date
        /// Sorted by date, then by sequence number.
        var queue: [ScheduledAction] = []
        var nextSequenceNumber: UInt64 = 0
        /// Tasks that a wake-up of `sleep(for:)` has resumed but that have not run yet.
        var sleepersToRun = 0
    }

    private let state: Locked<State>

    /// A scheduler whose clock starts at `startDate` (the reference date, 1 January 2001, by
    /// default).
    public init(startDate: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        state = Locked(State(currentDate: startDate))
    }

    /// The virtual date.
    public var currentDate: Date {
        state.withLock { $0.currentDate }
    }

    /// Schedules `action` for the current virtual date: it runs at the next advance.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(action) { $0 }
    }

    /// Schedules `action` for `delay` after the current virtual date.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, action: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(action) { $0.addingTimeInterval(delay) }
    }

    /// Schedules `action` for `date`.
    @discardableResult
    public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(action) { _ in date }
    }

    /// Schedules `action` for `date`, then every `interval` after it, until the returned
    /// disposable is disposed. `leeway` is ignored: virtual time is exact.
    ///
    /// - precondition: `interval` is not negative.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping @Sendable () -> Void
    ) -> Disposable? {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        let repetition = SerialDisposable()
        scheduleRepeating(at: date, interval: interval, into: repetition, action: action)
        return repetition
    }

    private func scheduleRepeating(
        at date: Date,
        interval: DispatchTimeInterval,
        into repetition: SerialDisposable,
        action: @escaping @Sendable () -> Void
    ) {
        repetition.inner = schedule(after: date) { [weak self] in
            action()
            self?.scheduleRepeating(at: date.addingTimeInterval(interval), interval: interval, into: repetition, action: action)
        }
    }

    /// Inserts `action` after every action due at or before its date, so that actions due at the
    /// same date keep their scheduling order. `dueDate` maps the current date to the due date
    /// inside the lock, so relative schedules use a consistent clock.
    private func enqueue(_ action: @escaping @Sendable () -> Void, dueDate: (Date) -> Date) -> Disposable {
        let sequenceNumber = state.withLock { state -> UInt64 in
            let sequenceNumber = state.nextSequenceNumber
            state.nextSequenceNumber += 1
            let scheduled = ScheduledAction(date: dueDate(state.currentDate), sequenceNumber: sequenceNumber, action: action)
            state.queue.insert(scheduled, at: TestScheduler.insertionIndex(in: state.queue, for: scheduled.date))
            return sequenceNumber
        }
        return AnyDisposable { [weak self] in
            self?.state.withLock { state in
                state.queue.removeAll { $0.sequenceNumber == sequenceNumber }
            }
        }
    }

    /// The index of the first action due after `date` (binary search; `queue` is sorted).
    private static func insertionIndex(in queue: [ScheduledAction], for date: Date) -> Int {
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if queue[middle].date <= date {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Runs the actions due as soon as possible: advances the clock by one nanosecond.
    public func advance() {
        advance(by: .nanoseconds(1))
    }

    /// Advances the clock by `interval`, running the actions due by then.
    public func advance(by interval: DispatchTimeInterval) {
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock by `interval` seconds, running the actions due by then.
    public func advance(by interval: TimeInterval) {
        advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock to `newDate`, running the actions due by then, each at its due date.
    /// A `newDate` earlier than `currentDate` runs what is due by then and leaves the clock.
    public func advance(to newDate: Date) {
        while let next = takeAction(dueBy: newDate) {
            next()
        }
    }

    /// Removes the first action due by `date` and moves the clock to its date; with none left,
    /// moves the clock to `date` and returns nil. The clock never moves backwards here.
    private func takeAction(dueBy date: Date) -> (@Sendable () -> Void)? {
        state.withLock { state in
            guard let first = state.queue.first, first.date <= date else {
                state.currentDate = max(state.currentDate, date)
                return nil
            }
            state.queue.removeFirst()
            state.currentDate = max(state.currentDate, first.date)
            return first.action
        }
    }

    /// Runs every scheduled action, including those they schedule, leaving the clock at
    /// `Date.distantFuture`. Never returns while a repeating action is scheduled.
    public func run() {
        advance(to: .distantFuture)
    }

    /// Runs the actions due as soon as possible, from async code; see `advance(to:)`.
    @MainActor
    public func advance() async {
        await advance(by: .nanoseconds(1))
    }

    /// Advances the clock by `interval` from async code; see `advance(to:)`.
    @MainActor
    public func advance(by interval: DispatchTimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock by `interval` seconds from async code; see `advance(to:)`.
    @MainActor
    public func advance(by interval: TimeInterval) async {
        await advance(to: currentDate.addingTimeInterval(interval))
    }

    /// Advances the clock to `newDate` from async code, running the actions due by then in
    /// order, each at its due date — like the synchronous `advance(to:)`, but on the main
    /// actor, as ReactiveSwift's, whichever context awaits it; and the main actor gets a turn
    /// before the first action and after each one. A task that an action wakes from
    /// `sleep(for:)` on this scheduler, on any actor, has run again — up to its next suspension,
    /// such as its next sleep — before the clock moves on to the next action. Other work that an
    /// action resumes is not waited for beyond that turn.
    @MainActor
    public func advance(to newDate: Date) async {
        await Task.yield()
        while let next = takeAction(dueBy: newDate) {
            next()
            // Task.yield goes through the global executor and so can overtake a woken sleeper
            // still on its way to its actor: wait for the sleepers, not for a number of turns.
            repeat {
                await Task.yield()
            } while hasSleepersToRun
        }
    }

    /// Whether a task woken from `sleep(for:)` on this scheduler has yet to run.
    private var hasSleepersToRun: Bool {
        state.withLock { $0.sleepersToRun > 0 }
    }

    /// Called by a sleep's wake-up just before it resumes the sleeping task.
    func sleeperWillResume() {
        state.withLock { $0.sleepersToRun += 1 }
    }

    /// Called by the woken task once it runs again.
    func sleeperDidResume() {
        state.withLock { $0.sleepersToRun -= 1 }
    }

    /// Runs every scheduled action from async code, on the main actor, including those
    /// scheduled meanwhile by the work they resume; see `advance(to:)`. Never returns while a
    /// repeating action is scheduled.
    @MainActor
    public func run() async {
        await advance(to: .distantFuture)
    }

    /// Moves the clock back by `interval`, as when the user changes the device's date. Nothing
    /// runs.
    public func rewind(by interval: DispatchTimeInterval) {
        state.withLock { state in
            state.currentDate = state.currentDate.addingTimeInterval(-interval.timeInterval)
        }
    }
}
