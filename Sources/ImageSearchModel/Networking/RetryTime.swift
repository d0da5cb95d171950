import AppSupport
import Foundation

/// When a rate-limited client may ask again, read from a 429 answer's headers: `Retry-After`
/// (seconds, or an HTTP date), else `X-RateLimit-Reset` (seconds until the window ends, as
/// Pixabay sends it), else a minute. Hostile values cannot push the time into the past or
/// beyond a day.
enum RetryTime {
    /// The wait when the server says nothing usable.
    static let defaultDelay: TimeInterval = 60
    /// The longest wait believed.
    static let longestDelay: TimeInterval = 24 * 60 * 60

    /// The date `response` allows the next request, seen at `now`.
    static func retryDate(of response: HTTPResponse, now: Date) -> Date {
        let delay = response.header("Retry-After").flatMap { retryAfterDelay($0, now: now) }
            ?? response.header("X-RateLimit-Reset").flatMap(seconds)
            ?? defaultDelay
        return now.addingTimeInterval(min(max(delay, 0), longestDelay))
    }

    private static func retryAfterDelay(_ value: String, now: Date) -> TimeInterval? {
        seconds(value) ?? httpDate(value).map { $0.timeIntervalSince(now) }
    }

    /// A finite, non-negative number of seconds.
    private static func seconds(_ value: String) -> TimeInterval? {
        guard let seconds = TimeInterval(value.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form HTTP dates are sent in.
    private static func httpDate(_ value: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: value.trimmingCharacters(in: .whitespaces))
    }
}
