import AppSupport
import Foundation
import ReactiveCore

/// An ``HTTPTransport`` whose answers a test scripts. It records every exchange started on it
/// (the request, whether it started on the main queue, whether it is over) and how many were in
/// flight at once; then it answers with its reply — or, without one, leaves the exchange open for
/// the test to answer through ``started``.
///
/// Threading: `send`, the reply and every property may be used from any thread; an exchange with
/// a reply is started on the thread that starts the producer.
public final class StubTransport: HTTPTransport {
    /// What the stub answers a request with.
    public typealias Reply = @Sendable (HTTPRequest) -> SignalProducer<HTTPResponse, TransportError>

    /// One exchange started on the stub.
    public final class Exchange: Sendable {
        /// The request sent.
        public let request: HTTPRequest
        /// Whether the exchange was started on the main queue.
        public let startedOnMainQueue: Bool
        private let observer: Signal<HTTPResponse, TransportError>.Observer
        private let ended = Locked(false)

        init(request: HTTPRequest, observer: Signal<HTTPResponse, TransportError>.Observer, lifetime: Lifetime) {
            self.request = request
            self.observer = observer
            startedOnMainQueue = MainQueue.isCurrent
            lifetime.observeEnded { [ended] in ended.withLock { $0 = true } }
        }

        /// Whether the exchange's lifetime ended (answered, failed or disposed).
        public var isOver: Bool { ended.withLock { $0 } }

        /// Sends `response` and completes, on the calling thread.
        public func answer(_ response: HTTPResponse) {
            observer.send(value: response)
            observer.sendCompleted()
        }

        /// Fails with `error`, on the calling thread.
        public func fail(_ error: TransportError) {
            observer.send(error: error)
        }
    }

    /// The reply, in a struct: a bare function value passed `inout` through the generic `Locked`
    /// gains a reabstraction thunk on every access, and calling it becomes ever slower.
    private struct Replying: Sendable {
        var reply: Reply?
    }

    private let exchanges = Locked<[Exchange]>([])
    private let replying: Locked<Replying>
    private let concurrency = Locked((current: 0, highest: 0))

    /// A stub that answers each request with what `reply` makes of it, or (nil) leaves every
    /// exchange for the test to answer.
    public init(reply: Reply? = nil) {
        replying = Locked(Replying(reply: reply))
    }

    /// A stub that answers each request at once with the outcome `answer` gives.
    public convenience init(answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>) {
        self.init { request in SignalProducer(result: answer(request)) }
    }

    /// A stub that answers every request at once with `status`, `headers` and `body`.
    public convenience init(status: Int = 200, headers: [String: String] = [:], body: Data) {
        self.init { request in .success(HTTPResponse(url: request.url, statusCode: status, headers: headers, body: body)) }
    }

    /// A stub that answers every request at once with `status`, `headers` and `text` as UTF-8.
    public convenience init(status: Int, headers: [String: String] = [:], text: String = "") {
        self.init(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A stub whose every exchange fails at once with `error`.
    public convenience init(failingWith error: TransportError) {
        self.init { _ in .failure(error) }
    }

    /// From now on, answers each request with `reply` (nil: leaves it for the test).
    public func reply(with reply: Reply?) {
        replying.withLock { $0.reply = reply }
    }

    /// From now on, answers each request at once with the outcome `answer` gives.
    public func answer(with answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>) {
        reply { request in SignalProducer(result: answer(request)) }
    }

    /// Records the exchange, then answers it with the reply if there is one.
    public func send(_ request: HTTPRequest) -> SignalProducer<HTTPResponse, TransportError> {
        SignalProducer { [self] observer, lifetime in
            concurrency.withLock { counts in
                counts.current += 1
                counts.highest = max(counts.highest, counts.current)
            }
            lifetime.observeEnded { [concurrency] in concurrency.withLock { $0.current -= 1 } }
            exchanges.withLock { $0.append(Exchange(request: request, observer: observer, lifetime: lifetime)) }
            guard let reply = replying.withLock({ $0.reply }) else { return }
            lifetime += reply(request).start(observer)
        }
    }

    /// The exchanges started so far, in order.
    public var started: [Exchange] { exchanges.withLock { $0 } }

    /// The requests sent so far, in order.
    public var requests: [HTTPRequest] { started.map(\.request) }

    /// The URLs of the requests sent so far, in order.
    public var startedURLs: [URL] { requests.map(\.url) }

    /// Whether each request so far was sent from the main queue.
    public var sentOnMainQueue: [Bool] { started.map(\.startedOnMainQueue) }

    /// The most exchanges that were in flight at once.
    public var highestConcurrency: Int { concurrency.withLock { $0.highest } }

    /// The exchanges in flight now.
    public var inFlight: Int { concurrency.withLock { $0.current } }
}
