import HTTPTypes

/// The outcome of counting one request against a key's limit, and the headers that report it.
struct RateLimitDecision: Sendable, Equatable {
    var allowed: Bool
    var limit: Int
    var remaining: Int
    /// Whole seconds until the window resets (rounded up).
    var resetSeconds: Int

    /// `X-RateLimit-Limit`, `-Remaining` and `-Reset`, as Pixabay sends them.
    var headers: HTTPFields {
        var fields = HTTPFields()
        fields[Self.limitField] = String(limit)
        fields[Self.remainingField] = String(remaining)
        fields[Self.resetField] = String(resetSeconds)
        return fields
    }

    static let limitField = HTTPField.Name("X-RateLimit-Limit")!
    static let remainingField = HTTPField.Name("X-RateLimit-Remaining")!
    static let resetField = HTTPField.Name("X-RateLimit-Reset")!
}
