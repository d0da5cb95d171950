import AppSupport
import Foundation
import ReactiveCore

/// An `HTTPTransport` stub: answers each request with what `answer` says, at once, and records
/// the requests. Safe to use from any thread.
final class StubTransport: HTTPTransport {
    private let answer: @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>
    private let sent = Locked<[HTTPRequest]>([])

    /// A stub answering with `answer`.
    init(answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>) {
        self.answer = answer
    }

    /// A stub answering every request with `status`, `body` and `headers`.
    convenience init(status: Int, body: String = "", headers: [String: String] = [:]) {
        self.init { request in .success(HTTPResponse(url: request.url, statusCode: status, headers: headers, body: Data(body.utf8))) }
    }

    /// The requests sent, in order.
    var requests: [HTTPRequest] { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        sent.withLock { $0.append(request) }
        return SignalProducer(result: answer(request))
    }
}
