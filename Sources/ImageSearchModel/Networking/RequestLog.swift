import AppSupport
import Foundation
import Logging

/// What ``Network`` writes to the log about one request: that it was sent (debug), what came
/// back (debug), and every failure with its cause (notice). The URL is always redacted.
struct RequestLog: Sendable {
    private let logger: Logger
    private let url: String

    /// The log of a request for `url`, shown through `redactor`.
    init(logger: Logger, url: String, redactor: SecretRedactor) {
        self.logger = logger
        self.url = redactor.redact(url)
    }

    /// The request is being sent.
    func sending() {
        logger.debug("HTTP GET", metadata: ["url": "\(url)"])
    }

    /// An answer arrived (whatever its status).
    func answered(_ response: HTTPResponse) {
        logger.debug(
            "HTTP answer",
            metadata: ["url": "\(url)", "status": "\(response.statusCode)", "bytes": "\(response.body.count)", "source": "\(response.source)"])
    }

    /// The request failed with `error`; `cause` says what happened underneath.
    func failed(_ error: NetworkError, cause: String) {
        logger.notice("HTTP request failed", metadata: ["url": "\(url)", "error": "\(error)", "cause": "\(cause)"])
    }
}
