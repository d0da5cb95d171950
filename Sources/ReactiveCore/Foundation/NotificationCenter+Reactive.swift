import Foundation

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
    /// A signal of the notifications named `name` (any name if nil) posted by `object` (any
    /// object if nil) to this center. Each one is sent as a `PostedNotification`, which reads
    /// like the `Notification` it wraps (`$0.userInfo`, `$0.name`).
    ///
    /// The signal never terminates by itself: it observes the center until it is released
    /// with no observers or its observers are disposed, and then removes its observation.
    ///
    /// Threading: notifications are sent on the thread that posts them.
    public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<PostedNotification, Never> {
        notifications(forName: name, object: object) { PostedNotification($0) }
    }

    /// A signal of the notifications named `name` (any name if nil) posted by `object` (any
    /// object if nil) to this center, each sent as a `Value` made from the `Notification` on
    /// the posting thread.
    ///
    /// For ReactiveSwift code, which declares `Signal<Notification, Never>`: in the Swift 5
    /// language mode, where Swift reports the missing `Sendable` conformance of `Notification`
    /// as a warning, the type of the declaration picks this overload with `Value ==
    /// Notification`. In the Swift 6 mode that is an error — the notification's `object` and
    /// `userInfo` would cross threads unchecked — and the non-generic overload, which sends
    /// `PostedNotification`, or `notifications(forName:object:extracting:)` serve instead.
    ///
    /// The signal never terminates by itself; see `notifications(forName:object:)`.
    public func notifications<Value: NotificationValue & Sendable>(
        forName name: Notification.Name?,
        object: AnyObject? = nil
    ) -> Signal<Value, Never> {
        notifications(forName: name, object: object) { Value(notification: $0) }
    }

    /// A signal of what `extract` takes from each notification named `name` (any name if nil)
    /// posted by `object` (any object if nil) to this center. `extract` runs on the posting
    /// thread, so only the `Sendable` value it returns travels on — the Swift 6 way to use a
    /// notification's `userInfo` on another thread.
    ///
    /// The signal never terminates by itself; see `notifications(forName:object:)`.
    public func notifications<Extracted: Sendable>(
        forName name: Notification.Name?,
        object: AnyObject? = nil,
        extracting extract: @escaping @Sendable (Notification) -> Extracted
    ) -> Signal<Extracted, Never> {
        let center = CenterObservation(center: base)
        return Signal { observer, lifetime in
            let token = center.add(forName: name, object: object) { notification in
                observer.send(value: extract(notification))
            }
            lifetime.observeEnded { center.remove(token) }
        }
    }
}

/// A notification center and one of its observations, shared between the thread that
/// observes and the one that ends the observation.
///
/// Safety of `@unchecked Sendable`: `NotificationCenter` is documented as thread-safe (any
/// thread may add and remove observers), and the references held are constants.
private final class CenterObservation: @unchecked Sendable {
    let center: NotificationCenter

    init(center: NotificationCenter) {
        self.center = center
    }

    func add(
        forName name: Notification.Name?,
        object: AnyObject?,
        _ handler: @escaping @Sendable (Notification) -> Void
    ) -> ObservationToken {
        ObservationToken(center.addObserver(forName: name, object: object, queue: nil, using: handler))
    }

    func remove(_ token: ObservationToken) {
        center.removeObserver(token.observer)
    }
}

/// What `addObserver(forName:object:queue:using:)` returns, to hand to `removeObserver(_:)`.
///
/// Safety of `@unchecked Sendable`: the token is an opaque constant that is only passed back to
/// the (thread-safe) center.
private final class ObservationToken: @unchecked Sendable {
    let observer: any NSObjectProtocol

    init(_ observer: any NSObjectProtocol) {
        self.observer = observer
    }
}
