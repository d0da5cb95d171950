import Foundation
import ReactiveCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport that talks to the network, through `URLSession` (FoundationNetworking, on
/// libcurl, on Linux): whole answers (`send`), or the body as it arrives (`stream`).
///
/// - No caching and no cookies: an ephemeral session without a `URLCache` or cookie storage
///   (``CachingTransport`` does the caching the apps need). The empty folders Foundation makes
///   for its shared cookie store and URL cache when the configuration is created are removed
///   again (``FoundationSideFolders``).
/// - ``HTTPRequest/timeout`` is the time allowed without progress: connecting, or waiting for
///   the head or the next bytes of the body. A server that never answers, or stalls mid-body,
///   fails the exchange with `.cannotReachServer(.timedOut)`.
/// - ``HTTPRequest/maximumBodySize`` is checked as soon as it can be: against `Content-Length`
///   when the head arrives, then against the bytes received so far. Either way the task is
///   cancelled at once and the exchange fails with `.bodyTooLarge`.
/// - A body shorter than its `Content-Length` (the server closed early) fails with
///   `.connectionLost`; it is never delivered as a short answer.
/// - Redirects to http or https are followed, at most `maximumRedirects` of them; a longer chain,
///   or one leading elsewhere, fails with `.badServerResponse`.
/// - Every request carries `User-Agent: <userAgent>` unless its own headers name another.
/// - A URL that is not http or https with a host fails with `.badURL` at once, on start. On
///   Linux an IPv6 literal such as `http://[::1]/` fails with `.badURL` too: FoundationNetworking
///   refuses it.
/// - Which failures can be told apart is limited by FoundationNetworking on Linux: it never
///   reports `.notConnectedToInternet`, `.internationalRoamingOff` or `.dnsFailure`; an
///   unreachable network, a TLS failure or a head libcurl cannot parse arrive as `.unknown`.
///
/// Threading: `send` may be called from any thread; events arrive on background queues (the
/// session's serial delegate queue, or a global queue for a timeout), never the main queue.
/// Lifetime: an exchange runs while its started producer is alive; disposing it cancels the
/// task, and nothing is sent afterwards. Releasing the transport lets exchanges already started
/// finish, then ends the session.
public final class URLSessionTransport: HTTPTransport, HTTPStreamingTransport {
    /// How many redirects one exchange follows by default.
    public static let defaultMaximumRedirects = 5

    private let session: URLSession
    private let exchanges: SessionDelegate

    /// A transport whose requests identify themselves as `userAgent` (`imagesearch/1.0`, say)
    /// and follow at most `maximumRedirects` redirects.
    public init(userAgent: String, maximumRedirects: Int = URLSessionTransport.defaultMaximumRedirects) {
        let sideFolders = FoundationSideFolders.record()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
        let delegateQueue = OperationQueue()
        delegateQueue.name = "URLSessionTransport"
        delegateQueue.maxConcurrentOperationCount = 1
        exchanges = SessionDelegate(maximumRedirects: maximumRedirects)
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: delegateQueue)
        sideFolders.removeNewEmptyFolders()
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// A producer that performs one GET of `request` each time it is started and sends the
    /// whole answer (see the type's documentation for limits, errors and threading).
    public func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        stream(request)
            .reduce(into: HTTPResponse?.none) { response, event in
                switch event {
                case .head(let head):
                    response = HTTPResponse(head: head, body: Data(capacity: min(head.declaredBodyLength ?? 0, request.maximumBodySize)))
                case .body(let bytes):
                    response?.body.append(bytes)
                }
            }
            .attemptMap { response in response.map(Result.success) ?? .failure(.badServerResponse) }
    }

    /// A producer that performs one GET of `request` each time it is started and sends the
    /// answer's head, then its body piece by piece as it arrives (see the type's documentation
    /// for limits, errors and threading).
    public func stream(_ request: HTTPRequest) -> SignalProducer<HTTPStreamEvent, TransportError> {
        SignalProducer { [self] observer, lifetime in
            guard Self.isFetchable(request.url) else {
                observer.send(error: .badURL)
                return
            }
            // FoundationNetworking counts its own timeout in whole seconds; the exchange keeps the
            // precise one, so the session's is only a backstop that never fires first. It is set
            // through the property: FoundationNetworking ignores a timeout given to the
            // initialiser and applies the configuration's 60 seconds instead.
            var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
            urlRequest.timeoutInterval = request.timeout.rounded(.up) + 1
            for (name, value) in request.headers {
                urlRequest.setValue(value, forHTTPHeaderField: name)
            }
            let exchange = URLSessionExchange(
                task: session.dataTask(with: urlRequest), observer: observer, maximumBodySize: request.maximumBodySize, timeout: request.timeout
            )
            exchanges.register(exchange)
            lifetime.observeEnded { [exchanges] in
                exchanges.cancel(exchange)
            }
            exchange.start()
        }
    }

    /// Whether `url` is http or https with a host.
    static func isFetchable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(url.host ?? "").isEmpty
    }
}
