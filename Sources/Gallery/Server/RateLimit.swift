/// How many API requests one key may make per time window (Pixabay: 100 per 60 seconds).
///
/// A value type; safe to share.
public struct RateLimit: Sendable, Hashable {
    /// Requests allowed in each window; at least 1.
    public var requests: Int
    /// The window's length; each key's window starts with its first request.
    public var window: Duration

    /// A limit of `requests` per `window`.
    public init(requests: Int, window: Duration = .seconds(60)) {
        self.requests = max(1, requests)
        self.window = window
    }

    /// Pixabay's own limit.
    public static let pixabay = RateLimit(requests: 100)
}
