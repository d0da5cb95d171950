import Dispatch
import Synchronization

/// A scheduler that runs actions on the main queue, as soon as possible.
///
/// Threading: an action scheduled while already on the main queue, when no action of this
/// scheduler is still waiting, runs at once — synchronously, before `schedule` returns — so UI
/// updates made from main-queue code stay synchronous. Otherwise it is sent to the main queue
/// with `DispatchQueue.main.async`. Either way the actions of one `UIScheduler` run in the order
/// they were scheduled: a counter of the actions it has queued but not yet run makes later
/// actions queue behind earlier ones, also when they are scheduled from inside a running action.
///
/// "On the main queue" is detected with a queue-specific key rather than
/// `Thread.isMainThread`: on Linux, after `dispatchMain()` (and so in `async` programs and test
/// runners) the main queue is drained by a thread that is not the process's main thread, while
/// the main thread itself counts as the main queue before that.
///
/// The actions only run while something drains the main queue — `dispatchMain()`, a run loop,
/// or the main actor's executor.
public final class UIScheduler: Scheduler {
    private static let mainQueueKey = DispatchSpecificKey<UInt8>()
    private static let mainQueueMarker: UInt8 = 1
    private static let markMainQueue: Void = {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: mainQueueMarker)
    }()

    private static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey) == mainQueueMarker
    }

    /// Actions scheduled but not yet finished, including one running synchronously.
    private let pendingActions = Synchronization.Atomic<Int>(0)

    /// A scheduler for the main queue.
    public init() {
        UIScheduler.markMainQueue
    }

    /// Runs `action` at once if called on the main queue with nothing of this scheduler
    /// pending (then returns nil), otherwise queues it on the main queue and returns a
    /// disposable that cancels it if it has not started yet.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        let position = pendingActions.add(1, ordering: .acquiringAndReleasing).newValue
        if position == 1 && UIScheduler.isOnMainQueue {
            action()
            pendingActions.subtract(1, ordering: .acquiringAndReleasing)
            return nil
        }
        let cancellation = AnyDisposable()
        DispatchQueue.main.async {
            defer { self.pendingActions.subtract(1, ordering: .acquiringAndReleasing) }
            if !cancellation.isDisposed { action() }
        }
        return cancellation
    }
}
