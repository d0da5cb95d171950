import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
// URLSession.reactive is ReactiveCoreNetworking's: the one import a ReactiveSwift file using it
// changes to (it brings ReactiveCore along).
import ReactiveCoreNetworking
import TestSupport
import Testing

@Suite("Foundation extensions")
struct FoundationTests {
    @Test("notifications(forName:object:) sends each matching notification and stops when disposed")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("ReactiveSwiftClientTests.ping")
        let received = Recorded<String>()
        let disposable = center.reactive.notifications(forName: name)
            .map { $0.userInfo?["text"] as? String ?? "" }
            .observeValues { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["text": "one"])
        center.post(name: Notification.Name("other"), object: nil, userInfo: ["text": "ignored"])
        disposable?.dispose()
        center.post(name: name, object: nil, userInfo: ["text": "two"])
        #expect(received.items == ["one"])
    }

    @Test("notifications are filtered by the posting object")
    func notificationsFromObject() {
        final class Poster {}
        let center = NotificationCenter()
        let name = Notification.Name("ReactiveSwiftClientTests.object")
        let poster = Poster()
        let names = Recorded<Notification.Name>()
        center.reactive.notifications(forName: name, object: poster).observeValues { names.append($0.name) }
        center.post(name: name, object: Poster())
        center.post(name: name, object: poster)
        #expect(names.items == [name])
    }

    @Test("URLSession.reactive.data(with:) sends the data and the response of each start")
    func data() throws {
        let server = try StubHTTPServer(replying: .answer(text: "payload"))
        let producer = URLSession.shared.reactive.data(with: URLRequest(url: server.url("/greeting")))
        for _ in 1...2 {
            let (data, response) = try #require(try producer.first()?.get())
            #expect(String(decoding: data, as: UTF8.self) == "payload")
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }
        #expect(server.requests.count == 2)
    }

    @Test("URLSession.reactive.data(with:) fails with the session's error")
    func dataFailure() throws {
        let closed = try ClosedPort()
        let result = URLSession.shared.reactive.data(with: URLRequest(url: closed.baseURL)).first()
        #expect(throws: (any Error).self) { try result?.get() }
    }
}
