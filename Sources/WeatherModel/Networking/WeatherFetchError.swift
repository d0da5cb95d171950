import AppSupport
import Foundation

/// Why the weather could not be fetched — what the seeds' fetcher reduced to "no cities", told
/// so that the screen can say what happened and what to do (`description(in:)`, English and
/// Japanese). A value; safe to share between threads.
///
/// Messages from the server are kept short and clean: control characters removed, secrets
/// redacted, at most ``maximumMessageLength`` characters.
public enum WeatherFetchError: Error, Sendable, Hashable {
    /// The longest server message kept, in characters.
    public static let maximumMessageLength = 200

    /// The machine has no network connection (or only roaming data, turned off).
    case notConnectedToInternet
    /// The server was not reached: no answer in time, unknown host, connection refused, or DNS
    /// failure.
    case serverNotReached(TransportError.Unreachable)
    /// The connection broke before the answer was complete.
    case connectionLost
    /// The server refused the API key (HTTP 401); `message` is its explanation, if any.
    case invalidKey(message: String)
    /// The server refused the request (a 4xx status other than 401 and 429); `message` is its
    /// explanation, if any.
    case requestRejected(statusCode: Int, message: String)
    /// The server's limit on requests is used up (HTTP 429); no request should be sent before
    /// `retryAt` when the server said when.
    case rateLimited(retryAt: Date?)
    /// The server failed (a 5xx status).
    case serverError(statusCode: Int)
    /// The answer is unusable: not JSON, not OpenWeatherMap's shape, no readable city in it, too
    /// large, or not a well-formed HTTP answer.
    case incorrectDataReturned
    /// Anything else; `code` is the transport's error code (or -1).
    case unknown(code: Int)

    /// Whether the server answered (with a status, or with something that is not weather): then
    /// asking again at once would load a server that is there, and the refresh interval applies.
    /// False when nothing answered — not connected, not reached, the connection lost, or an
    /// unknown transport failure — when trying again at once costs the server nothing.
    public var serverAnswered: Bool {
        switch self {
        case .invalidKey, .requestRejected, .rateLimited, .serverError, .incorrectDataReturned: true
        case .notConnectedToInternet, .serverNotReached, .connectionLost, .unknown: false
        }
    }

    /// Whether the server turned the request itself down (HTTP 4xx other than 429) — for a group
    /// request, the sign that the service may still answer city by city.
    public var isRefusal: Bool {
        switch self {
        case .invalidKey, .requestRejected: true
        default: false
        }
    }

    /// Whether the server does not know the city asked for (HTTP 404).
    public var isCityNotFound: Bool {
        if case .requestRejected(statusCode: 404, _) = self { return true }
        return false
    }
}
