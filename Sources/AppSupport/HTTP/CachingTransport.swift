import Dispatch
import ReactiveCore

/// Answers repeated requests from a ``ResponseCache``: a request with a fresh entry is answered
/// from it (`source: .cache`) without reaching the wrapped transport; any other is sent, and a
/// 2xx answer from the network is stored for the next time.
///
/// Threading: `send` may be called from any thread. Lookups and stores run one at a time, in
/// the order they were asked for, on the transport's own background queue — a lookup always
/// sees what this transport stored before it — so the caller's thread never waits for the
/// disk. A hit arrives on that queue; a miss is sent from there and its events arrive as the
/// wrapped transport sends them. Lifetime: disposing a started producer before its lookup ran
/// means nothing is looked up or sent; a started producer keeps the transport alive until its
/// exchange ends.
public final class CachingTransport: HTTPTransport {
    private let wrapped: any HTTPTransport
    private let cache: ResponseCache
    private let diskQueue = DispatchQueue(label: "CachingTransport.disk", qos: .utility)

    /// A transport that answers from `cache` when it can and from `transport` otherwise.
    public init(wrapping transport: any HTTPTransport, cache: ResponseCache) {
        wrapped = transport
        self.cache = cache
    }

    /// A producer that, when started, answers `request` from the cache, or sends it through
    /// the wrapped transport and stores a successful answer.
    public func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        SignalProducer { [self] observer, lifetime in
            diskQueue.async { [self] in
                guard !lifetime.hasEnded else { return }
                if let cached = cache.response(for: request) {
                    observer.send(value: cached)
                    observer.sendCompleted()
                    return
                }
                lifetime += wrapped.send(request).start { [self] event in
                    if case .value(let response) = event, response.isSuccess, response.source == .network {
                        diskQueue.async { [cache] in cache.store(response, for: request) }
                    }
                    observer.send(event)
                }
            }
        }
    }
}
