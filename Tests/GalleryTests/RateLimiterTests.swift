@testable import Gallery
import Testing

@Suite("The rate limiter's memory")
struct RateLimiterTests {
    static let start = ContinuousClock.now

    @Test("keeps at most maximumKeys keys, forgetting the window that started first")
    func capsKeys() {
        let limiter = RateLimiter(limit: RateLimit(requests: 5, maximumKeys: 100))
        for key in 0..<250 { _ = limiter.take(key: "key\(key)", now: Self.start + .milliseconds(key)) }
        #expect(limiter.liveKeys == 100 && limiter.queuedStarts == 100)
        #expect(limiter.take(key: "key249", now: Self.start + .seconds(1)).remaining == 3, "a kept key goes on counting")
        #expect(limiter.take(key: "key0", now: Self.start + .seconds(1)).remaining == 4, "a forgotten key starts afresh")
        #expect(limiter.liveKeys == 100)
    }

    @Test("drops the windows that are over as requests come in")
    func dropsExpiredWindows() {
        let limiter = RateLimiter(limit: RateLimit(requests: 5, window: .seconds(60)))
        for key in 0..<1_000 { _ = limiter.take(key: "key\(key)", now: Self.start) }
        #expect(limiter.liveKeys == 1_000)
        _ = limiter.take(key: "late", now: Self.start + .seconds(60))
        #expect(limiter.liveKeys == 1 && limiter.queuedStarts == 1)
    }

    @Test("keeps windows that are not over, with their counts")
    func keepsLiveWindows() {
        let limiter = RateLimiter(limit: RateLimit(requests: 5, window: .seconds(60)))
        for key in 0..<20_000 { _ = limiter.take(key: "key\(key)", now: Self.start + .microseconds(key)) }
        #expect(limiter.take(key: "key0", now: Self.start + .seconds(59)).remaining == 3)
        #expect(limiter.liveKeys == 20_000)
    }

    @Test("a key whose window restarted leaves one entry behind, dropped in its turn")
    func restartedWindows() {
        let limiter = RateLimiter(limit: RateLimit(requests: 5, window: .seconds(10)))
        _ = limiter.take(key: "a", now: Self.start)
        _ = limiter.take(key: "b", now: Self.start + .seconds(5))
        #expect(limiter.take(key: "a", now: Self.start + .seconds(12)).remaining == 4)
        #expect(limiter.liveKeys == 2 && limiter.queuedStarts == 2)
        _ = limiter.take(key: "c", now: Self.start + .seconds(21))
        #expect(limiter.liveKeys == 2 && limiter.queuedStarts == 2, "b's window is over; a's second one is not")
    }
}
