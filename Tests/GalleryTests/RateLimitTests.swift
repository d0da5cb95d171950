import Foundation
import Gallery
import Testing

@Suite("Rate limiting of the image search")
struct RateLimitTests {
    @Test("every answer reports the limit, the requests left and the seconds to the reset")
    func headers() async throws {
        try await TestGallery.with({ $0.rateLimit = RateLimit(requests: 5) }) { server in
            let first = try await HTTPTestClient.get(server.baseURL, "/api/?key=counted")
            #expect(first.headers["x-ratelimit-limit"] == "5")
            #expect(first.headers["x-ratelimit-remaining"] == "4")
            let reset = try #require(first.headers["x-ratelimit-reset"].flatMap(Int.init))
            #expect((1...60).contains(reset))
            let failed = try await HTTPTestClient.get(server.baseURL, "/api/?key=counted&per_page=1")
            #expect(failed.status == 400 && failed.headers["x-ratelimit-remaining"] == "3")
        }
    }

    @Test("past the limit a key gets 429 while other keys go on")
    func tooManyRequests() async throws {
        try await TestGallery.with({ $0.rateLimit = RateLimit(requests: 3) }) { server in
            for _ in 0..<3 { #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=busy").status == 200) }
            let refused = try await HTTPTestClient.get(server.baseURL, "/api/?key=busy")
            #expect(refused.status == 429)
            #expect(refused.text.hasPrefix("[ERROR 429] "))
            #expect(refused.headers["x-ratelimit-remaining"] == "0")
            #expect(try await HTTPTestClient.get(server.baseURL, "/api/?key=quiet").status == 200)
        }
    }

    @Test("a new window starts once the old one has passed")
    func windowResets() async throws {
        try await TestGallery.with({ $0.rateLimit = RateLimit(requests: 1, window: .milliseconds(1)) }) { server in
            let first = try await HTTPTestClient.get(server.baseURL, "/api/?key=patient")
            // Each request takes longer than the 1 ms window, so every one starts a fresh window.
            let second = try await HTTPTestClient.get(server.baseURL, "/api/?key=patient")
            #expect(first.status == 200 && second.status == 200)
        }
    }
}
