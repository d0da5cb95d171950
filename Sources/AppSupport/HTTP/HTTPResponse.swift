import Foundation

/// A complete HTTP answer: status, headers and the whole body. Any status counts as an answer —
/// interpreting 4xx and 5xx is the caller's business (a model maps them to its own errors).
public struct HTTPResponse: Sendable, Hashable {
    /// Where the answer came from.
    public enum Source: Sendable, Hashable {
        /// Fetched from the server for this request.
        case network
        /// Answered from a ``ResponseCache`` without asking the server.
        case cache
    }

    /// The URL that was fetched (after redirects).
    public var url: URL
    /// The HTTP status code.
    public var statusCode: Int
    /// The header fields, with names in lower case.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// Whether the server or the cache answered.
    public var source: Source

    /// An answer; header names are lower-cased.
    public init(url: URL, statusCode: Int, headers: [String: String] = [:], body: Data = Data(), source: Source = .network) {
        self.url = url
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
        self.source = source
    }

    /// The answer made of `head` and `body`, fetched from the server.
    public init(head: HTTPResponseHead, body: Data) {
        self.init(url: head.url, statusCode: head.statusCode, headers: head.headers, body: body)
    }

    /// The value of the header field `name` (any case), if present.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool {
        (200..<300).contains(statusCode)
    }
}
