import AppSupport
import Foundation
import ReactiveCore

/// A transport that records what it is asked and never answers.
final class SilentTransport: HTTPTransport {
    private let sent = Locked<[URL]>([])
    var urls: [URL] { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        sent.withLock { $0.append(request.url) }
        return .never
    }
}
