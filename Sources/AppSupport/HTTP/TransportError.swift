import Foundation

/// Why an HTTP exchange produced no answer. An answer with an error status (404, 500…) is not a
/// transport error: it arrives as an ``HTTPResponse``.
public enum TransportError: Error, Sendable, Hashable {
    /// Why the server could not be reached.
    public enum Unreachable: Sendable, Hashable {
        /// No progress within the request's timeout.
        case timedOut
        /// The host name does not resolve.
        case cannotFindHost
        /// The host resolved but refused or did not accept the connection.
        case cannotConnect
        /// Name resolution itself failed (no DNS server, say).
        case dnsFailure
    }

    /// The machine has no network connection.
    case notConnectedToInternet
    /// Only roaming data is available and it is turned off.
    case internationalRoamingOff
    /// The server was not reached, for the reason given.
    case cannotReachServer(Unreachable)
    /// The connection broke before the answer was complete (reset, closed early, truncated).
    case connectionLost
    /// The URL cannot be fetched (malformed, or a scheme other than http/https).
    case badURL
    /// What came back is not a well-formed HTTP answer.
    case badServerResponse
    /// The body is larger than the request's ``HTTPRequest/maximumBodySize``.
    case bodyTooLarge(limit: Int)
    /// Not sent: the server's rate limit is exhausted until `until` (after an HTTP 429, or when its
    /// `X-RateLimit-Remaining` reached 0). See ``RateLimitedTransport``.
    case rateLimited(until: Date)
    /// Any other failure; `code` is the underlying `URLError` code (or -1).
    case unknown(code: Int)
}
