import Dispatch

/// Tells whether code runs on the main queue — the apps' UI queue. On Linux the test runner
/// drains the main queue from a thread that is not the process's first thread, so
/// `Thread.isMainThread` cannot tell; a queue-specific value can.
public enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// Whether the caller runs on the main queue. Callable from any thread.
    public static var isCurrent: Bool {
        marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
