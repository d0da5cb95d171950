import Dispatch
import Foundation
/// A date scheduler backed by a serial dispatch queue.
///
/// Threading: every action runs asynchronously on `queue` — never inside `schedule`, even when
/// called from that queue — one at a time, on whatever thread libdispatch picks (the main
/// thread for `QueueScheduler.main`). Dates are wall-clock dates (`Date()`): an action scheduled
/// for a date runs when the system clock reaches it, so changing the clock moves it.
/// Repeating actions use a `DispatchSourceTimer` on `queue`.
public final class QueueScheduler: DateScheduler {
    /// A scheduler on the main queue. Unlike `UIScheduler` it supports dates and always runs
    /// actions asynchronously, even when scheduled from the main queue.
    public static let main = QueueScheduler(internalQueue: .main)

    /// The serial queue the actions run on.
    public let queue: DispatchQueue

    /// Running repeating timers, kept alive until disposed whether or not the caller keeps the
    /// disposable.
    private let timers = Locked<[ObjectIdentifier: RepeatingTimer]>([:])

    /// The wall-clock date.
    public var currentDate: Date {
        Date()
    }

    init(internalQueue: DispatchQueue) {
        queue = internalQueue
    }

    /// A scheduler on a new serial queue named `name` with quality of service `qos` — by
    /// default none of its own, so that the work takes the target queue's or the scheduling
    /// caller's — whose work runs on `targetQueue` if given. Even when the target queue is
    /// concurrent the scheduler's actions run serially.
    public convenience init(
        qos: DispatchQoS = .unspecified,
        name: String = "ReactiveCore.QueueScheduler",
        targeting targetQueue: DispatchQueue? = nil
    ) {
        self.init(internalQueue: DispatchQueue(label: name, qos: qos, target: targetQueue))
    }

    /// A scheduler on a new serial queue named `name` whose work runs on `queue` — the older
    /// form of `init(qos:name:targeting:)`, kept because ReactiveSwift offers it where Foundation
    /// is not Apple's. Even when `queue` is concurrent the scheduler's actions run serially.
    public convenience init(queue: DispatchQueue, name: String = "ReactiveCore.QueueScheduler") {
        self.init(internalQueue: DispatchQueue(label: name, target: queue))
    }

    /// Queues `action` on `queue`. Returns a disposable that cancels it if it has not started.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        let cancellation = AnyDisposable()
        queue.async {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Runs `action` on `queue` when the wall clock reaches `date` (at once if it has). Returns a
    /// disposable that cancels it if it has not started.
    @discardableResult
    public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> Disposable? {
        let cancellation = AnyDisposable()
        queue.asyncAfter(wallDeadline: QueueScheduler.wallTime(of: date)) {
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }

    /// Runs `action` on `queue` at `date`, then every `interval`, with a leeway of 10% of the
    /// interval, until the returned disposable is disposed.
    ///
    /// - precondition: `interval` is not negative.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        action: @escaping @Sendable () -> Void
    ) -> Disposable? {
        schedule(after: date, interval: interval, leeway: interval * 0.1, action: action)
    }

    /// Runs `action` on `queue` at `date`, then every `interval`, each run at most `leeway`
    /// late, until the returned disposable is disposed.
    ///
    /// - precondition: `interval` and `leeway` are not negative.
    @discardableResult
    public func schedule(
        after date: Date,
        interval: DispatchTimeInterval,
        leeway: DispatchTimeInterval,
        action: @escaping @Sendable () -> Void
    ) -> Disposable? {
        precondition(interval.timeInterval >= 0, "The interval must not be negative.")
        precondition(leeway.timeInterval >= 0, "The leeway must not be negative.")

        let timer = RepeatingTimer(DispatchSource.makeTimerSource(queue: queue))
        timer.source.schedule(wallDeadline: QueueScheduler.wallTime(of: date), repeating: interval, leeway: leeway)
        timer.source.setEventHandler(handler: action)
        let key = ObjectIdentifier(timer)
        timers.withLock { $0[key] = timer }
        timer.source.resume()

        return AnyDisposable { [weak self] in
            timer.source.cancel()
            self?.timers.withLock { $0[key] = nil }
        }
    }

    /// `date` as a dispatch wall time (seconds and nanoseconds since 1970).
    private static func wallTime(of date: Date) -> DispatchWallTime {
        let sinceEpoch = date.timeIntervalSince1970
        let seconds = sinceEpoch.rounded(.down)
        let nanoseconds = ((sinceEpoch - seconds) * 1e9).rounded(.down)
        return DispatchWallTime(timespec: timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds)))
    }
}

/// A dispatch timer source that may be shared between threads.
///
/// Safety of `@unchecked Sendable`: `DispatchSourceTimer` is not marked `Sendable` on Linux,
/// but dispatch objects are thread-safe — libdispatch documents that `cancel()`, `schedule` and
/// `resume()` may be called from any thread — and the reference is immutable.
private final class RepeatingTimer: @unchecked Sendable {
    let source: any DispatchSourceTimer

    init(_ source: any DispatchSourceTimer) {
        self.source = source
    }
}
