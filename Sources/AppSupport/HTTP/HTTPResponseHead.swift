import Foundation

/// The head of an HTTP answer — what arrives before its body: the status and the header fields.
/// Any status counts; interpreting it is the caller's business.
public struct HTTPResponseHead: Sendable, Hashable {
    /// The URL that was fetched (after redirects).
    public var url: URL
    /// The HTTP status code.
    public var statusCode: Int
    /// The header fields, with names in lower case.
    public var headers: [String: String]
    /// The body's length when the head says exactly how long it is (a `Content-Length` without a
    /// content encoding that would change the length); nil otherwise.
    public var declaredBodyLength: Int?

    /// A head; header names are lower-cased.
    public init(url: URL, statusCode: Int, headers: [String: String] = [:], declaredBodyLength: Int? = nil) {
        self.url = url
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.declaredBodyLength = declaredBodyLength
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
