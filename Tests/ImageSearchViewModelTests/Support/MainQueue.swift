import Dispatch

/// Tells whether code runs on the main queue. On Linux the test runner drains the main queue
/// from a thread that is not the process's main thread, so `Thread.isMainThread` cannot tell;
/// a queue-specific value can.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    /// True on the main queue.
    static var isCurrent: Bool {
        marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}
