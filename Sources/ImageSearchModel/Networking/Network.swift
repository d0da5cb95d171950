import AppSupport
import Foundation
import ImageCodec
import Logging
import ReactiveCore

/// The real ``Networking``: HTTP GETs through an injected ``HTTPTransport`` (the composition
/// root builds the stack: URLSession, disk cache, rate limit, concurrency limit), answers mapped
/// to ``NetworkError``s, images decoded by ImageCodec.
///
/// Threading: a plain value, usable from any thread; copies share one work queue. Every request
/// is started on that queue (never on the caller's thread, so a cache that answers at once does
/// not answer on the main thread) and images are decoded on it, one at a time, never on the
/// transport's callback thread. Events are sent from the work queue or the transport's threads,
/// never from the main thread. Lifetime: disposing a started producer cancels the transfer, and a
/// decode that has not started yet; a decode in progress finishes and its image is dropped.
public struct Network: Networking {
    /// The largest JSON answer accepted: a page of 200 Pixabay hits is about 200 KB.
    public static let maximumJSONBodySize = 2 << 20
    /// The largest image accepted: Pixabay's largest web image (1280 px) is well under 1 MiB.
    public static let maximumImageBodySize = 8 << 20
    /// Seconds a request may go without progress before it fails as not reaching the server.
    public static let defaultTimeout: TimeInterval = 15
    /// The default bounds of an image decode, checked from the header before any pixel memory
    /// is allocated: 4,096 pixels a side and 8 Mi pixels (24 MiB as RGB, the most one decode may
    /// take; Pixabay's largest rendition, 1,280 pixels a side, needs a fifth of that), and no more
    /// input than ``maximumImageBodySize``. Refuses a header claiming 30,000 × 30,000 pixels.
    public static let defaultDecodingLimits = DecodingLimits(
        maximumDimension: 4_096, maximumPixelCount: 8 << 20, maximumInputSize: maximumImageBodySize)

    private let transport: any HTTPTransport
    private let redactor: SecretRedactor
    private let logger: Logger
    private let decoder: ImageDecoder
    private let timeout: TimeInterval
    private let workQueue: QueueScheduler

    /// A network on `transport`, redacting URLs and messages with `redactor`, logging to `logger`,
    /// decoding images within `decodingLimits`, giving up on a request after `timeout` seconds
    /// without progress.
    public init(
        transport: any HTTPTransport, redactor: SecretRedactor, logger: Logger,
        decodingLimits: DecodingLimits = Network.defaultDecodingLimits, timeout: TimeInterval = Network.defaultTimeout
    ) {
        self.transport = transport
        self.redactor = redactor
        self.logger = logger
        self.decoder = ImageDecoder(limits: decodingLimits)
        self.timeout = timeout
        self.workQueue = QueueScheduler(qos: .userInitiated, name: "ImageSearchModel.Network")
    }

    /// Gets `url` with `parameters` as its query (sorted by name, percent-encoded as UTF-8),
    /// asking for JSON; sends the body of a 2xx answer, then completes. Fails with
    /// ``NetworkError/incorrectDataReturned`` for a URL that is not http(s), an empty body or a
    /// body over ``maximumJSONBodySize``; with the status's error otherwise (429 →
    /// ``NetworkError/rateLimited(retryAt:)``, 4xx → ``NetworkError/requestRejected(statusCode:message:)``,
    /// 5xx → ``NetworkError/serverError(statusCode:)``), or with the transport's failure mapped.
    public func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError> {
        get(url, parameters: parameters, accept: "application/json", maximumBodySize: Self.maximumJSONBodySize)
            .attemptMap { response, log in
                guard !response.body.isEmpty else {
                    log.failed(.incorrectDataReturned, cause: "empty body")
                    return .failure(.incorrectDataReturned)
                }
                return .success(response.body)
            }
    }

    /// Gets the JPEG or PNG at `url` and sends it decoded as RGB (transparent pixels blended
    /// onto black, the terminal image view's matte), scaled down to fit `size` when given (JPEGs
    /// are decoded at a reduced scale straight away), then completes. Fails with
    /// ``NetworkError/incorrectDataReturned`` for bytes that are not a whole image, a header beyond
    /// the decoding limits, or a body over ``maximumImageBodySize``; like ``requestJSON(url:parameters:)``
    /// for everything else.
    public func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError> {
        let bounds = size.map { ImageSize(width: max(1, $0.width), height: max(1, $0.height)) }
        let options = DecodingOptions(maximumSize: bounds, alpha: .composite(onto: .black))
        return get(url, parameters: [:], accept: "image/jpeg, image/png", maximumBodySize: Self.maximumImageBodySize)
            .observe(on: workQueue)
            .attemptMap { [decoder] response, log in
                do throws(ImageCodecError) {
                    return .success(try decoder.decode(response.body, options: options))
                } catch {
                    log.failed(.incorrectDataReturned, cause: "not a usable image (\(error.kind)): \(error.message)")
                    return .failure(.incorrectDataReturned)
                }
            }
    }

    /// One GET: builds the URL, sends the request from the work queue, maps transport failures
    /// and error statuses, and sends a 2xx answer with the request's log. Logs every step.
    private func get(
        _ url: String, parameters: [String: String], accept: String, maximumBodySize: Int
    ) -> SignalProducer<(response: HTTPResponse, log: RequestLog), NetworkError> {
        guard let requestURL = QueryString.url(url, parameters: parameters) else {
            let log = RequestLog(logger: logger, url: url, redactor: redactor)
            return SignalProducer { observer, _ in
                log.failed(.incorrectDataReturned, cause: "not an absolute http or https URL")
                observer.send(error: .incorrectDataReturned)
            }
        }
        let log = RequestLog(logger: logger, url: requestURL.absoluteString, redactor: redactor)
        let request = HTTPRequest(url: requestURL, headers: ["Accept": accept], timeout: timeout, maximumBodySize: maximumBodySize)
        let redactor = redactor
        return transport.send(request)
            .on(starting: { log.sending() })
            .start(on: workQueue)
            .mapError { error in
                let mapped = NetworkError(error)
                log.failed(mapped, cause: "transport: \(error)")
                return mapped
            }
            .attemptMap { response in
                log.answered(response)
                if let error = NetworkError(response: response, redactor: redactor, now: Date()) {
                    log.failed(error, cause: "HTTP status \(response.statusCode)")
                    return .failure(error)
                }
                return .success((response, log))
            }
    }
}
