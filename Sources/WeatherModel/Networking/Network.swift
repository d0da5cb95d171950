import AppSupport
import Foundation
import Logging
import ReactiveCore

/// The real ``Networking``: OpenWeatherMap's current-weather API over an ``HTTPTransport``.
///
/// Requests: `GET <base>/data/2.5/group?id=<a,b,c>&APPID=<key>&units=<units>&lang=<lang>` for a
/// group and `GET <base>/data/2.5/weather?id=<a>&…` for one city (a base URL that already ends
/// in `/data/2.5` is taken as the API's own). Answers: 2xx with a body is the weather; 401 is
/// ``WeatherFetchError/invalidKey(message:)``, 429 ``WeatherFetchError/rateLimited(retryAt:)``
/// (when the answer states it: ``HTTPResponse/statedRetryDate(receivedAt:)``), any other 4xx
/// ``WeatherFetchError/requestRejected(statusCode:message:)``, 5xx
/// ``WeatherFetchError/serverError(statusCode:)``, anything else (an empty body, a 3xx)
/// ``WeatherFetchError/incorrectDataReturned``; the message is OpenWeatherMap's error JSON's,
/// cleaned (``ServerMessage``). Each request may take `timeout` seconds without progress
/// (``requestTimeout`` by default) and bring at most ``maximumBodySize`` bytes.
///
/// The key never leaves in a log line or an error: URLs and messages go through a
/// ``SecretRedactor`` holding it. A value; threading and lifetime as ``Networking`` says.
public struct Network: Networking {
    /// Seconds a request may go without progress before it fails, by default.
    public static let requestTimeout: TimeInterval = 15
    /// The largest answer accepted, in bytes (the twelve cities take about 5 KB).
    public static let maximumBodySize = 1 << 20

    private let endpoint: WeatherEndpoint
    private let transport: any HTTPTransport
    private let redactor: SecretRedactor
    private let logger: Logger
    private let timeout: TimeInterval
    private let now: @Sendable () -> Date

    /// A network asking `endpoint` through `transport`, giving up on a request after `timeout`
    /// seconds without progress, logging to `logger`; `now` is the clock a 429's retry time
    /// counts from.
    public init(
        endpoint: WeatherEndpoint,
        transport: any HTTPTransport,
        timeout: TimeInterval = Network.requestTimeout,
        logger: Logger = Logger(label: "weather.network"),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.endpoint = endpoint
        self.transport = transport
        redactor = SecretRedactor(secrets: [endpoint.apiKey])
        self.logger = logger
        self.timeout = timeout
        self.now = now
    }

    /// Sends `query` (see the type's description for the request and how answers are read).
    public func request(_ query: WeatherQuery) -> SignalProducer<Data, WeatherFetchError> {
        guard let url = url(for: query) else { return SignalProducer(error: .unknown(code: -1)) }
        let shownURL = redactor.redact(url)
        let request = HTTPRequest(
            url: url, headers: ["Accept": "application/json"], timeout: timeout, maximumBodySize: Self.maximumBodySize)
        return transport.send(request)
            .mapError(WeatherFetchError.init)
            .attemptMap { [redactor, now] response in Self.interpret(response, redactor: redactor, now: now) }
            .on(
                failed: { [logger] error in logger.notice("weather request failed", metadata: ["url": "\(shownURL)", "error": "\(error)"]) },
                value: { [logger] body in logger.debug("weather answer", metadata: ["url": "\(shownURL)", "bytes": "\(body.count)"]) })
    }

    /// The URL of `query` on this endpoint; nil if the base URL cannot take the API's path.
    func url(for query: WeatherQuery) -> URL? {
        guard var components = URLComponents(url: endpoint.baseURL, resolvingAgainstBaseURL: false) else { return nil }
        let (resource, ids): (String, [Int]) = switch query.scope {
        case let .group(ids): ("group", ids)
        case let .city(id): ("weather", [id])
        }
        var base = components.percentEncodedPath
        while base.hasSuffix("/") { base.removeLast() }
        if !base.hasSuffix("/data/2.5") { base += "/data/2.5" }
        components.percentEncodedPath = "\(base)/\(resource)"
        components.percentEncodedQuery = [
            ("id", ids.map(String.init).joined(separator: ",")),
            ("APPID", Self.percentEncoded(endpoint.apiKey)),
            ("units", query.units.rawValue),
            ("lang", query.language.code),
        ].map { "\($0)=\($1)" }.joined(separator: "&")
        components.fragment = nil
        return components.url
    }

    /// The body of a successful answer, or the error an answer stands for.
    static func interpret(_ response: HTTPResponse, redactor: SecretRedactor, now: () -> Date) -> Result<Data, WeatherFetchError> {
        let status = response.statusCode
        switch status {
        case 200..<300:
            return response.body.isEmpty ? .failure(.incorrectDataReturned) : .success(response.body)
        case 401:
            return .failure(.invalidKey(message: ServerMessage.text(in: response.body, redactor: redactor)))
        case 429:
            return .failure(.rateLimited(retryAt: response.statedRetryDate(receivedAt: now())))
        case 400..<500:
            return .failure(.requestRejected(statusCode: status, message: ServerMessage.text(in: response.body, redactor: redactor)))
        case 500..<600:
            return .failure(.serverError(statusCode: status))
        default:
            return .failure(.incorrectDataReturned)
        }
    }

    /// `text` with everything but unreserved characters (RFC 3986) percent-encoded.
    private static func percentEncoded(_ text: String) -> String {
        var unreserved = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: "\u{0}"..."\u{7F}"))
        unreserved.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
