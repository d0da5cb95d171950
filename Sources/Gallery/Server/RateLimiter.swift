import NIOConcurrencyHelpers
import NIOCore

/// Counts requests per API key in fixed windows.
///
/// Thread-safe: the counters live in a lock-protected box; each call takes the lock once and does
/// a constant amount of work on average, however many keys are live: windows are queued in the
/// order they started, so each call drops the expired ones from the front of the queue (each
/// window is dropped once). At most `RateLimit.maximumKeys` keys are kept; past that the oldest
/// window is forgotten early, which only ever gives its key a fresh window.
final class RateLimiter: Sendable {
    private struct Window {
        var start: ContinuousClock.Instant
        var used: Int
    }

    private struct State {
        var windows: [String: Window] = [:]
        /// Each live window's key and start, oldest first; an entry whose key has since started a
        /// newer window is stale and skipped when it reaches the front.
        var starts = CircularBuffer<(key: String, start: ContinuousClock.Instant)>()

        /// Forgets the windows that started at or before `cutoff` (they are over).
        mutating func dropExpired(before cutoff: ContinuousClock.Instant) {
            while let oldest = starts.first, oldest.start <= cutoff {
                starts.removeFirst()
                if windows[oldest.key]?.start == oldest.start { windows[oldest.key] = nil }
            }
        }

        /// Forgets the live window that started first, skipping stale queue entries.
        mutating func dropOldest() {
            while let oldest = starts.popFirst() {
                if windows[oldest.key]?.start == oldest.start {
                    windows[oldest.key] = nil
                    return
                }
            }
        }
    }

    private let limit: RateLimit
    private let state = NIOLockedValueBox(State())

    init(limit: RateLimit) {
        self.limit = limit
    }

    /// The number of keys with a window in memory.
    var liveKeys: Int { state.withLockedValue { $0.windows.count } }

    /// The number of window starts queued for pruning (live ones and stale ones not yet dropped).
    var queuedStarts: Int { state.withLockedValue { $0.starts.count } }

    /// Counts one request by `key` at `now` and says whether it is allowed.
    func take(key: String, now: ContinuousClock.Instant = .now) -> RateLimitDecision {
        let limit = limit
        return state.withLockedValue { state in
            state.dropExpired(before: now - limit.window)
            let known = state.windows[key]
            var window: Window
            if let known, now - known.start < limit.window {
                window = known
            } else {
                if known == nil && state.windows.count >= limit.maximumKeys { state.dropOldest() }
                window = Window(start: now, used: 0)
                state.starts.append((key, now))
            }
            let allowed = window.used < limit.requests
            if allowed { window.used += 1 }
            state.windows[key] = window
            let left = limit.window - (now - window.start)
            let seconds = Int((Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18).rounded(.up))
            return RateLimitDecision(allowed: allowed, limit: limit.requests, remaining: limit.requests - window.used, resetSeconds: max(seconds, 0))
        }
    }
}
