import Foundation

extension HTTPResponse {
    /// How long a client waits after a refusal (a 429, or a window used up) whose answer does not
    /// say when to come back: a minute, the length of Pixabay's and OpenWeatherMap's windows.
    public static let defaultRetryDelay: TimeInterval = 60

    /// The longest wait an answer can impose, whatever it says: an hour. Both services' windows
    /// are a minute, so a longer wait is most likely a mistake or hostile; waiting too little
    /// costs one more refused request an hour later, waiting too long leaves an app idle for no
    /// reason.
    public static let longestRetryDelay: TimeInterval = 60 * 60

    /// When the server allows the next request, as this answer states it: `Retry-After` (a
    /// number of seconds, or an HTTP date), else `X-RateLimit-Reset` (seconds until the window
    /// ends, as Pixabay and the Gallery send it); nil when it states neither in a usable form.
    /// `now` is when the answer arrived. A date in the past gives `now`; no date lies more than
    /// ``longestRetryDelay`` after `now`.
    ///
    /// Pure; callable from any thread.
    public func statedRetryDate(receivedAt now: Date) -> Date? {
        let delay = header("Retry-After").flatMap { Self.retryAfterDelay($0, now: now) }
            ?? header("X-RateLimit-Reset").flatMap(RateLimitStatus.seconds)
        return delay.map { now.addingTimeInterval(min(max($0, 0), Self.longestRetryDelay)) }
    }

    /// When the server allows the next request: ``statedRetryDate(receivedAt:)``, or
    /// ``defaultRetryDelay`` after `now` when the answer does not say.
    ///
    /// Pure; callable from any thread.
    public func retryDate(receivedAt now: Date) -> Date {
        statedRetryDate(receivedAt: now) ?? now.addingTimeInterval(Self.defaultRetryDelay)
    }

    /// The delay a `Retry-After` value asks for, in seconds (negative for a date already past).
    private static func retryAfterDelay(_ value: String, now: Date) -> TimeInterval? {
        RateLimitStatus.seconds(value) ?? httpDate(value).map { $0.timeIntervalSince(now) }
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form RFC 9110 sends dates in.
    private static func httpDate(_ value: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: value.trimmingCharacters(in: .whitespaces))
    }
}
