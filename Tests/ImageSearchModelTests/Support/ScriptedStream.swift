import AppSupport
import Foundation
import ReactiveCore

/// An ``HTTPStreamingTransport`` whose every exchange the test plays by hand: it records the
/// requests and lets the test send the head, the body's pieces and the end, or see that the
/// exchange was cancelled.
final class ScriptedStream: HTTPStreamingTransport {
    private let exchanges = Locked<[Pending<HTTPStreamEvent, TransportError>]>([])
    private let requests = Locked<[HTTPRequest]>([])

    /// The requests streamed so far.
    var streamed: [HTTPRequest] { requests.withLock { $0 } }

    /// The latest exchange.
    var exchange: Pending<HTTPStreamEvent, TransportError>? { exchanges.withLock { $0.last } }

    func stream(_ request: HTTPRequest) -> SignalProducer<HTTPStreamEvent, TransportError> {
        let exchange = Pending<HTTPStreamEvent, TransportError>()
        exchanges.withLock { $0.append(exchange) }
        requests.withLock { $0.append(request) }
        return exchange.producer
    }
}

extension Pending where Value == HTTPStreamEvent, Failure == TransportError {
    /// Sends a head of `status` declaring `length` bytes (nil: no length), on the calling thread.
    func head(status: Int = 200, length: Int?) {
        send(.head(HTTPResponseHead(url: URL(string: "https://cdn.example/picture")!, statusCode: status, declaredBodyLength: length)))
    }

    /// Sends `bytes` as a piece of the body, on the calling thread.
    func body(_ bytes: Data) {
        send(.body(bytes))
    }
}
