import Dispatch
import Foundation

/// A serial queue of work items.
///
/// Threading: a scheduler decides on which thread, and when, the actions given to it run. The
/// actions of one scheduler never run concurrently with each other, and actions due at the same
/// time run in the order they were scheduled. Schedulers are `Sendable`: any thread may schedule
/// work, so actions must be `@Sendable`.
public protocol Scheduler: AnyObject, Sendable {
    /// Enqueues `action`. When and where it runs depends on the scheduler.
    ///
    /// Returns a disposable that cancels the action if it has not started yet, or nil if the
    /// action cannot be cancelled (for instance because it already ran).
    @discardableResult
    func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable?
}

/// A scheduler that can also run actions at future dates, by its own clock.
///
/// Threading: as `Scheduler`; timed and repeating actions run on the same serial queue as
/// immediate ones.
public protocol DateScheduler: Scheduler {
    /// The current date by this scheduler's clock — the wall clock for real schedulers, a
    /// virtual one for `TestScheduler`.
    var currentDate: Date { get }

    /// Schedules `action` to run at or after `date`. Returns a disposable that cancels it if it
    /// has not started yet.
    @discardableResult
    func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable?

    /// Schedules `action` to run first at `date`, then every `interval`, until the returned
    /// disposable is disposed. `leeway` is how late each run may be, which lets the system
    /// coalesce timers.
    ///
    /// - precondition: `interval` and `leeway` are not negative.
    @discardableResult
    func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping @Sendable () -> Void
    ) -> Disposable?
}

extension DateScheduler {
    /// Schedules `action` to run first `delay` after `currentDate`, then every `interval`, until
    /// the returned disposable is disposed.
    @discardableResult
    public func schedule(
        after delay: DispatchTimeInterval,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval = .seconds(0),
        action: @escaping @Sendable () -> Void
    ) -> Disposable? {
        schedule(after: currentDate.addingTimeInterval(delay), interval: interval, leeway: leeway, action: action)
    }
}
