import Foundation
import ReactiveCore
import Testing

@Suite("NotificationCenter.reactive")
struct NotificationsTests {
    static let name = Notification.Name("ReactiveCoreTests.notifications")

    @Test("extracting lets only what the closure takes, on the posting thread, into the signal")
    func extracting() {
        let center = NotificationCenter()
        let counts = SyncRecorder<Int>()
        center.reactive
            .notifications(forName: Self.name, extracting: { $0.userInfo?["count"] as? Int ?? -1 })
            .observeValues { counts.append($0) }
        center.post(name: Self.name, object: nil, userInfo: ["count": 3])
        center.post(name: Self.name, object: nil)
        #expect(counts.items == [3, -1])
    }

    @Test("the declared type picks the value each notification becomes, made on the posting thread")
    func notificationValues() {
        let center = NotificationCenter()
        let names = SyncRecorder<String>()
        let signal: Signal<NameOnly, Never> = center.reactive.notifications(forName: Self.name)
        signal.observeValues { names.append($0.name) }
        center.post(name: Self.name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(names.items == [Self.name.rawValue])
    }

    @Test("without a declared type, notifications arrive as PostedNotification")
    func postedByDefault() {
        let center = NotificationCenter()
        let counts = SyncRecorder<Int>()
        center.reactive.notifications(forName: Self.name).observeValues { posted in
            let typed: PostedNotification = posted
            counts.append(typed.userInfo?["count"] as? Int ?? -1)
        }
        center.post(name: Self.name, object: nil, userInfo: ["count": 2])
        #expect(counts.items == [2])
    }

    @Test("the center's observation ends when the signal is released without observers")
    func observationEnds() {
        let center = NotificationCenter()
        let received = SyncRecorder<Notification.Name>()
        do {
            let signal = center.reactive.notifications(forName: Self.name)
            let observation = signal.observeValues { received.append($0.name) }
            center.post(name: Self.name, object: nil)
            observation?.dispose()
        }
        center.post(name: Self.name, object: nil)
        #expect(received.items == [Self.name])
    }
}

/// A `Sendable` value a signal of notifications can send: just the notification's name.
private struct NameOnly: NotificationValue, Sendable {
    let name: String

    init(notification: Notification) {
        name = notification.name.rawValue
    }
}
