import Foundation
import Testing

@Suite("HTTP methods")
struct HTTPMethodTests {
    static let servedTargets = [
        "/api/?key=k&q=mountain", "/images/100001_150.jpg", "/users/1000_250.jpg", "/photos/x-100001/",
        "/data/2.5/weather?id=2643743&appid=k", "/data/2.5/group?id=2643743&appid=k",
    ]

    @Test("HEAD answers with GET's status and headers and no body", arguments: servedTargets)
    func head(target: String) async throws {
        // The weather changes with the clock, so both requests must see the same moment: unpinned,
        // a temperature crossing a digit boundary between them changed the length (seen in CI).
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        try await TestGallery.with({ $0.now = { moment } }) { server in
            let get = try await HTTPTestClient.get(server.baseURL, target)
            let head = try await HTTPTestClient.request("HEAD", server.baseURL, target)
            #expect(head.status == get.status)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-type"] == get.headers["content-type"])
            #expect(head.headers["content-length"] == String(get.body.count))
        }
    }

    @Test("other methods on a served path get 405 with Allow: GET, HEAD", arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])
    func notAllowed(method: String) async throws {
        try await TestGallery.with { server in
            for target in Self.servedTargets {
                let response = try await HTTPTestClient.request(method, server.baseURL, target)
                #expect(response.status == 405, "\(method) \(target)")
                #expect(response.headers["allow"] == "GET, HEAD", "\(method) \(target)")
            }
        }
    }

    @Test("any method on an unknown path is 404")
    func unknownPath() async throws {
        try await TestGallery.with { server in
            for method in ["GET", "HEAD", "POST", "DELETE"] {
                let response = try await HTTPTestClient.request(method, server.baseURL, "/nothing/here")
                #expect(response.status == 404, "\(method)")
            }
        }
    }

    @Test("a refused method is not counted against the key's limit")
    func refusedMethodsDoNothing() async throws {
        try await TestGallery.with({ $0.rateLimit = .init(requests: 2) }) { server in
            #expect(try await HTTPTestClient.request("POST", server.baseURL, "/api/?key=counted").status == 405)
            let counted = try await HTTPTestClient.get(server.baseURL, "/api/?key=counted")
            #expect(counted.headers["x-ratelimit-remaining"] == "1")
        }
    }
}
