import Foundation

/// What can go wrong when the model talks to the network — the seeds' cases plus the HTTP
/// answers a real API gives. Every case has a description in English and Japanese that tells the
/// user what to do (`description(in:)`).
public enum NetworkError: Error, Sendable, Hashable {
    /// Something not covered below went wrong.
    case unknown
    /// The machine is offline.
    case notConnectedToInternet
    /// Only roaming data is available and it is turned off.
    case internationalRoamingOff
    /// The server was not reached: timeout, unknown host, connection refused, DNS failure.
    case notReachedServer
    /// The connection broke before the answer was complete.
    case connectionLost
    /// The server's answer is unusable: a bad URL, a malformed answer, a body that does not decode
    /// (JSON with missing fields, `{}`), no bytes, or bytes that are not an image (or an image too
    /// large to decode).
    case incorrectDataReturned
    /// The server refused the request (a 4xx status other than 429) — for Pixabay usually an
    /// invalid key. `message` is the server's own short explanation, sanitised of control
    /// characters, with any secret redacted, at most 200 characters; empty when it gave none.
    case requestRejected(statusCode: Int, message: String)
    /// The server failed (a 5xx status).
    case serverError(statusCode: Int)
    /// The server's rate limit is used up; no request is sent before `retryAt` (HTTP 429, or
    /// `X-RateLimit-Remaining: 0`).
    case rateLimited(retryAt: Date)
}
