/// A scheduler that runs every action at once, synchronously, on the thread that schedules it.
///
/// Threading: the action runs before `schedule` returns, on the caller's thread; actions
/// scheduled from several threads at once therefore run concurrently, so use it only where the
/// callers are already serial (as the events of one signal are).
public final class ImmediateScheduler: Scheduler {
    /// An immediate scheduler.
    public init() {}

    /// Runs `action` at once. Returns nil: there is nothing left to cancel.
    @discardableResult
    public func schedule(_ action: @escaping @Sendable () -> Void) -> Disposable? {
        action()
        return nil
    }
}
