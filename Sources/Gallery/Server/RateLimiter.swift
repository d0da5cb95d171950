import NIOConcurrencyHelpers

/// Counts requests per API key in fixed windows.
///
/// Thread-safe: the counters live in a lock-protected box; each call takes the lock once.
/// Expired windows are dropped when many keys have been seen, so memory stays bounded.
final class RateLimiter: Sendable {
    private struct Window {
        var start: ContinuousClock.Instant
        var used: Int
    }

    private let limit: RateLimit
    private let windows = NIOLockedValueBox<[String: Window]>([:])
    private static let pruneThreshold = 10_000

    init(limit: RateLimit) {
        self.limit = limit
    }

    /// Counts one request by `key` at `now` and says whether it is allowed.
    func take(key: String, now: ContinuousClock.Instant = .now) -> RateLimitDecision {
        let limit = limit
        return windows.withLockedValue { windows in
            if windows.count > Self.pruneThreshold {
                windows = windows.filter { now - $0.value.start < limit.window }
            }
            var window = windows[key] ?? Window(start: now, used: 0)
            if now - window.start >= limit.window {
                window = Window(start: now, used: 0)
            }
            let allowed = window.used < limit.requests
            if allowed { window.used += 1 }
            windows[key] = window
            let left = limit.window - (now - window.start)
            let seconds = Int((Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18).rounded(.up))
            return RateLimitDecision(allowed: allowed, limit: limit.requests, remaining: limit.requests - window.used, resetSeconds: max(seconds, 0))
        }
    }
}
