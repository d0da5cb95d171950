import ReactiveCore

/// Something that performs HTTP GET exchanges — the seam where the apps' models meet the
/// network, and where tests put stubs.
///
/// Implementations compose as decorators around the one that talks to the network
/// (``URLSessionTransport``): ``CachingTransport`` (answers repeated requests from a disk cache),
/// ``RateLimitedTransport`` (obeys the server's rate limit) and ``ConcurrencyLimitedTransport``
/// (bounds the exchanges in flight).
///
/// Threading: `send` may be called from any thread; its producer's events arrive on a
/// background thread (never the main queue), or synchronously on start when a decorator answers
/// without the network. Lifetime: the exchange runs while the started producer is alive;
/// disposing it (or interrupting the chain) cancels the exchange at once.
public protocol HTTPTransport: Sendable {
    /// A producer that, each time it is started, sends `request` and then sends the one answer
    /// and completes — or fails with why there is no answer.
    func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError>
}
