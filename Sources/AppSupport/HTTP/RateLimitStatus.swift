import Foundation

/// A server's rate limit as its last answer stated it, in the `X-RateLimit-*` header fields that
/// Pixabay (and the Gallery server) send. Any field the answer left out is nil.
public struct RateLimitStatus: Sendable, Hashable {
    /// Requests allowed per window (`X-RateLimit-Limit`).
    public var limit: Int?
    /// Requests left in the current window (`X-RateLimit-Remaining`).
    public var remaining: Int?
    /// When the current window ends (`X-RateLimit-Reset`: seconds from the answer).
    public var resetsAt: Date?

    /// A status with the given fields.
    public init(limit: Int? = nil, remaining: Int? = nil, resetsAt: Date? = nil) {
        self.limit = limit
        self.remaining = remaining
        self.resetsAt = resetsAt
    }

    /// The status `response` states, received at `now`; nil when it has none of the fields.
    init?(response: HTTPResponse, receivedAt now: Date) {
        limit = response.header("X-RateLimit-Limit").flatMap(Self.count)
        remaining = response.header("X-RateLimit-Remaining").flatMap(Self.count)
        resetsAt = response.header("X-RateLimit-Reset").flatMap(Self.seconds).map { now.addingTimeInterval($0) }
        if limit == nil, remaining == nil, resetsAt == nil { return nil }
    }

    /// A non-negative whole number.
    static func count(_ text: String) -> Int? {
        Int(text.trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// A finite, non-negative number of seconds.
    static func seconds(_ text: String) -> TimeInterval? {
        Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
