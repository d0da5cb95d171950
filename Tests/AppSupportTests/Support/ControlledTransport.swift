import AppSupport
import Foundation
import ReactiveCore

/// A stub transport the test drives: it records every exchange started on it and answers them
/// when the test says so — or at once, with `reply`, when one is set.
final class ControlledTransport: HTTPTransport {
    /// One exchange started on the stub.
    final class Exchange: Sendable {
        let request: HTTPRequest
        private let observer: Signal<HTTPResponse, TransportError>.Observer
        private let disposed = Locked(false)

        init(request: HTTPRequest, observer: Signal<HTTPResponse, TransportError>.Observer, lifetime: Lifetime) {
            self.request = request
            self.observer = observer
            lifetime.observeEnded { [disposed] in disposed.withLock { $0 = true } }
        }

        /// Whether the exchange's lifetime ended (answered, failed or disposed).
        var isOver: Bool { disposed.withLock { $0 } }

        func answer(_ response: HTTPResponse) {
            observer.send(value: response)
            observer.sendCompleted()
        }

        func fail(_ error: TransportError) {
            observer.send(error: error)
        }
    }

    typealias Reply = @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>

    /// The reply, in a struct: a bare function value passed `inout` through the generic `Locked`
    /// gains a reabstraction thunk on every access, and calling it becomes ever slower.
    private struct Replying: Sendable {
        var reply: Reply?
    }

    private let exchanges = Locked<[Exchange]>([])
    private let replying: Locked<Replying>
    private let concurrency = Locked((current: 0, highest: 0))

    /// A stub that answers each request with `reply` at once, or (nil) waits for the test.
    init(reply: Reply? = nil) {
        replying = Locked(Replying(reply: reply))
    }

    /// A stub that answers every request at once with `status`, `headers` and `body`.
    convenience init(status: Int, headers: [String: String] = [:], body: String = "") {
        self.init { request in .success(HTTPResponse(url: request.url, statusCode: status, headers: headers, body: Data(body.utf8))) }
    }

    /// From now on, answers each request with `reply` at once (nil: waits for the test).
    func reply(with reply: Reply?) {
        replying.withLock { $0.reply = reply }
    }

    func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        SignalProducer { [self] observer, lifetime in
            concurrency.withLock { counts in
                counts.current += 1
                counts.highest = max(counts.highest, counts.current)
            }
            lifetime.observeEnded { [concurrency] in concurrency.withLock { $0.current -= 1 } }
            exchanges.withLock { $0.append(Exchange(request: request, observer: observer, lifetime: lifetime)) }
            guard let outcome = replying.withLock({ $0.reply })?(request) else { return }
            SignalProducer(result: outcome).start(observer)
        }
    }

    /// The exchanges started so far, in order.
    var started: [Exchange] { exchanges.withLock { $0 } }

    /// The URLs of the requests started so far, in order.
    var startedURLs: [URL] { started.map(\.request.url) }

    /// The most exchanges that were in flight at once.
    var highestConcurrency: Int { concurrency.withLock { $0.highest } }

    /// The exchanges in flight now.
    var inFlight: Int { concurrency.withLock { $0.current } }
}
