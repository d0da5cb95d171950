import AppSupport
import Foundation
import ImageSearchModel
import TestSupport

/// The secret and the ``Network`` the network tests share.
enum NetworkFixture {
    /// An API key that must never show up in errors or logs.
    static let apiKey = "s3cr3t-KEY-0123456789abcdef"

    /// The redactor that knows ``apiKey``.
    static let redactor = SecretRedactor(secrets: [apiKey])

    /// A URL of the API with the key in its query.
    static let apiURL = "http://gallery.test/api/"

    /// A ``Network`` on `transport` that logs to `log`.
    static func network(_ transport: StubTransport, log: LogRecorder = LogRecorder(), timeout: TimeInterval = Network.defaultTimeout) -> Network {
        Network(transport: transport, redactor: redactor, logger: log.logger, timeout: timeout)
    }
}
