import Foundation
import ReactiveCore

/// Obeys the rate limit the server states: reads `X-RateLimit-Limit`, `-Remaining` and `-Reset`
/// (seconds until the window ends) from every answer and publishes them in ``status``, and stops
/// sending while the limit is exhausted.
///
/// Sending is blocked after an HTTP 429 — until `Retry-After` (seconds or an HTTP date), else
/// `X-RateLimit-Reset`, else ``defaultRetryDelay`` — and after an answer with
/// `X-RateLimit-Remaining: 0`, until its reset (that answer itself is delivered). A 429 answer
/// fails with ``TransportError/rateLimited(until:)``; while blocked, `send` fails the same way at
/// once and sends nothing. No block lasts longer than ``maximumBlock``, whatever the server says.
/// Answers from a cache (`source == .cache`) are passed on without being read.
///
/// Threading: `send` may be called from any thread; a blocked send fails synchronously on start,
/// other events arrive as the wrapped transport sends them, and ``status`` changes on that
/// thread too. `now` is called on any thread. Lifetime: a started producer keeps the transport
/// alive until its exchange ends.
public final class RateLimitedTransport: HTTPTransport {
    /// How long sending stops after a 429 that says nothing of when to retry.
    public static let defaultRetryDelay: TimeInterval = 60
    /// The longest block a server can impose.
    public static let maximumBlock: TimeInterval = 3600

    /// The rate limit of the last answer that stated one; nil until then. Changes on the thread
    /// where the answer arrived.
    public let status: Property<RateLimitStatus?>

    private let wrapped: any HTTPTransport
    private let now: @Sendable () -> Date
    private let latestStatus = MutableProperty<RateLimitStatus?>(nil)
    private let blockEnd = Locked<Date?>(nil)

    /// A transport that sends through `transport` while the server's limit allows, reading the
    /// time from `now`.
    public init(wrapping transport: any HTTPTransport, now: @escaping @Sendable () -> Date = { Date() }) {
        wrapped = transport
        self.now = now
        status = Property(latestStatus)
    }

    /// Until when sending is blocked, or nil when it is not.
    public var blockedUntil: Date? {
        let now = now()
        return blockEnd.withLock { end in end.flatMap { $0 > now ? $0 : nil } }
    }

    /// A producer that, when started, fails at once with `.rateLimited` while sending is blocked,
    /// and otherwise sends `request` through the wrapped transport and reads its answer.
    public func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        SignalProducer { [self] observer, lifetime in
            if let until = blockedUntil {
                observer.send(error: .rateLimited(until: until))
                return
            }
            lifetime += wrapped.send(request).start { [self] event in
                guard case .value(let response) = event, response.source == .network else { return observer.send(event) }
                if let until = read(response), response.statusCode == 429 {
                    observer.send(error: .rateLimited(until: until))
                } else {
                    observer.send(event)
                }
            }
        }
    }

    /// Publishes the status `response` states and blocks sending if it says to; the end of the
    /// block, if any.
    private func read(_ response: HTTPResponse) -> Date? {
        let now = now()
        let status = RateLimitStatus(response: response, receivedAt: now)
        if let status { latestStatus.value = status }
        let delay: TimeInterval? = if response.statusCode == 429 {
            response.header("Retry-After").flatMap { Self.retryDelay($0, now: now) } ?? status?.resetsAt.map { $0.timeIntervalSince(now) }
                ?? Self.defaultRetryDelay
        } else if status?.remaining == 0 {
            status?.resetsAt.map { $0.timeIntervalSince(now) } ?? Self.defaultRetryDelay
        } else {
            nil
        }
        guard let delay else { return nil }
        let until = now.addingTimeInterval(min(delay, Self.maximumBlock))
        return blockEnd.withLock { end in
            end = max(end ?? until, until)
            return end
        }
    }

    /// The delay a `Retry-After` value asks for: seconds, or an HTTP date (RFC 9110).
    private static func retryDelay(_ value: String, now: Date) -> TimeInterval? {
        if let seconds = RateLimitStatus.seconds(value) { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: value.trimmingCharacters(in: .whitespaces)).map { max($0.timeIntervalSince(now), 0) }
    }
}
