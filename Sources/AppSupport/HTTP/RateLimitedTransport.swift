import Foundation
import ReactiveCore

/// Obeys the rate limit the server states: reads `X-RateLimit-Limit`, `-Remaining` and `-Reset`
/// (seconds until the window ends) from every answer and publishes them in ``status``, and stops
/// sending while the limit is exhausted.
///
/// Sending is blocked after an HTTP 429 and after an answer with `X-RateLimit-Remaining: 0`
/// (that answer itself is delivered), until the time the answer states
/// (``HTTPResponse/retryDate(receivedAt:)``: `Retry-After`, else `X-RateLimit-Reset`, else a
/// minute; never more than ``HTTPResponse/longestRetryDelay``). A 429 answer fails with
/// ``TransportError/rateLimited(until:)``; while blocked, `send` fails the same way at once and
/// sends nothing.
/// Answers from a cache (`source == .cache`) are passed on without being read.
///
/// Threading: `send` may be called from any thread; a blocked send fails synchronously on start,
/// other events arrive as the wrapped transport sends them, and ``status`` changes on that
/// thread too. `now` is called on any thread. Lifetime: a started producer keeps the transport
/// alive until its exchange ends.
public final class RateLimitedTransport: HTTPTransport {
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
        guard response.statusCode == 429 || status?.remaining == 0 else { return nil }
        let until = response.retryDate(receivedAt: now)
        return blockEnd.withLock { end in
            end = max(end ?? until, until)
            return end
        }
    }
}
