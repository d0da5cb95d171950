import Foundation

/// A notification as `notifications(forName:object:)` sends it: the `Notification` itself,
/// whose members read through (`posted.name`, `posted.object`, `posted.userInfo`), so that
/// code written for a signal of `Notification`s compiles unchanged.
///
/// Why a wrapper: a signal's values are `Sendable`, and Foundation withholds that conformance
/// from `Notification` because `object` and `userInfo` may hold anything.
///
/// Safety of `@unchecked Sendable`: `Notification` is an immutable value; what it shares is
/// the poster's `object` and the values in `userInfo`, which the center already hands to every
/// observer of the notification, on whatever thread or `queue:` each observer chose. ReactiveCore
/// itself never reads them. Moving them to another thread — with `observe(on:)`, say — is
/// therefore the same promise an observer registered with a `queue:` relies on: that the poster
/// put thread-safe values there. When it did not, extract what you need on the posting thread
/// with `notifications(forName:object:extracting:)` instead, which only lets `Sendable` values in.
@dynamicMemberLookup
public struct PostedNotification: @unchecked Sendable {
    /// The notification that was posted.
    public let notification: Notification

    /// Wraps `notification`.
    public init(_ notification: Notification) {
        self.notification = notification
    }

    /// A member of the notification: `name`, `object`, `userInfo`, …
    public subscript<Member>(dynamicMember member: KeyPath<Notification, Member>) -> Member {
        notification[keyPath: member]
    }
}
