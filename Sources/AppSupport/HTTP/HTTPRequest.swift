import Foundation

/// One HTTP GET exchange as the apps' models ask for it: the URL, extra headers, and the limits
/// that keep a slow or hostile server from hanging or flooding the app.
public struct HTTPRequest: Sendable, Hashable {
    /// The URL to get (http or https).
    public var url: URL
    /// Request headers in addition to the transport's own (`Accept`, say).
    public var headers: [String: String]
    /// Seconds the exchange may go without progress — connecting, or waiting for the next bytes
    /// of the answer — before it fails with ``TransportError/cannotReachServer(_:)``
    /// (`.timedOut`).
    public var timeout: TimeInterval
    /// The largest body accepted, in bytes; an answer declaring or sending more fails with
    /// ``TransportError/bodyTooLarge(limit:)`` as soon as that is known, without buffering it.
    public var maximumBodySize: Int

    /// A GET of `url` with `headers`, a `timeout` of 15 seconds and a body of at most 16 MiB by
    /// default.
    public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 15, maximumBodySize: Int = 16 << 20) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }
}
