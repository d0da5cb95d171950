import AppSupport
import Foundation
import ReactiveCore

/// An ``HTTPTransport`` whose answers a test scripts: it records every request it is asked to
/// send (and whether that happened on the main queue), then answers as `respond` says.
final class StubTransport: HTTPTransport {
    private let respond: @Sendable (HTTPRequest) -> SignalProducer<HTTPResponse, TransportError>
    private let sent = Locked<[(request: HTTPRequest, onMainQueue: Bool)]>([])

    /// A transport that answers each request with what `respond` makes of it.
    init(_ respond: @escaping @Sendable (HTTPRequest) -> SignalProducer<HTTPResponse, TransportError>) {
        self.respond = respond
    }

    /// A transport that answers every request at once with `status`, `headers` and `body`.
    convenience init(status: Int = 200, headers: [String: String] = [:], body: Data) {
        self.init { request in
            SignalProducer(value: HTTPResponse(url: request.url, statusCode: status, headers: headers, body: body))
        }
    }

    /// A transport whose every exchange fails with `error`.
    convenience init(failingWith error: TransportError) {
        self.init { _ in SignalProducer(error: error) }
    }

    /// The requests sent so far.
    var requests: [HTTPRequest] { sent.withLock { $0.map(\.request) } }

    /// Whether each request so far was sent from the main queue.
    var sentOnMainQueue: [Bool] { sent.withLock { $0.map(\.onMainQueue) } }

    func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        let respond = respond
        let sent = sent
        return SignalProducer { observer, lifetime in
            sent.withLock { $0.append((request, MainQueue.isCurrent)) }
            lifetime += respond(request).start(observer)
        }
    }
}
