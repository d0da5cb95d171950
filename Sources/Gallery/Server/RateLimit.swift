/// How many API requests one key may make per time window (Pixabay: 100 per 60 seconds).
///
/// A value type; safe to share.
public struct RateLimit: Sendable, Hashable {
    /// Requests allowed in each window; at least 1.
    public var requests: Int
    /// The window's length; each key's window starts with its first request.
    public var window: Duration
    /// The most keys counted at once (at least 1), which bounds the limiter's memory (about 200
    /// bytes a key). Past it the key whose window started first is forgotten early, so it starts
    /// a fresh window on its next request.
    public var maximumKeys: Int

    /// A limit of `requests` per `window`, counting at most `maximumKeys` keys at once.
    public init(requests: Int, window: Duration = .seconds(60), maximumKeys: Int = 50_000) {
        self.requests = max(1, requests)
        self.window = window
        self.maximumKeys = max(1, maximumKeys)
    }

    /// Pixabay's own limit.
    public static let pixabay = RateLimit(requests: 100)
}
