import Foundation

/// A type that a signal of notifications can send: `Notification` itself, for ReactiveSwift code
/// in the Swift 5 language mode, and `PostedNotification`. See
/// `Reactive.notifications(forName:object:)`.
public protocol NotificationValue {
    /// The value that stands for `notification`, made on the posting thread.
    init(notification: Notification)
}

extension Notification: NotificationValue {
    /// The notification itself.
    public init(notification: Notification) {
        self = notification
    }
}

extension PostedNotification: NotificationValue {
    /// Wraps `notification`.
    public init(notification: Notification) {
        self.init(notification)
    }
}
