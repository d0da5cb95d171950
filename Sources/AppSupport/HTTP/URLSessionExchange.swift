import Dispatch
import Foundation
import ReactiveCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One exchange of a ``URLSessionTransport``: its task, how much has arrived so far, the
/// watchdog of its timeout, and the observer that gets the answer as it arrives — the head, the
/// body's pieces, then completion — or a failure. The session's delegate feeds it; the
/// producer's lifetime cancels it. It ends the observer exactly once (completion or failure), or
/// not at all once cancelled.
///
/// Threading: every method may be called from any thread; the state is guarded by a lock that is
/// never held while an event is sent or the task is called. The session calls in on its serial
/// delegate queue, so the head and the body's pieces are sent in order.
final class URLSessionExchange: Sendable {
    private struct Progress: Sendable {
        var head: HTTPResponseHead?
        var receivedBodyBytes = 0
        var redirects = 0
        var isOver = false
        /// When something last arrived (uptime in nanoseconds), for the timeout.
        var lastProgress = DispatchTime.now().uptimeNanoseconds
        /// Whether the session is waiting for the answer to a question (what to do with a head,
        /// or with a redirect), and whether the task must be cancelled once it is answered:
        /// FoundationNetworking stops the process if a task is cancelled while it waits for such
        /// an answer and the answer comes afterwards.
        var isAnswering = false
        var cancelsAfterAnswer = false
    }

    /// What the session is told about a head or a redirect.
    private enum Verdict {
        /// None: the exchange is over and its task cancelled.
        case unanswered
        case proceed
        case refuse(TransportError)
    }

    let task: URLSessionTask
    private let observer: Signal<HTTPStreamEvent, TransportError>.Observer
    private let maximumBodySize: Int
    private let timeoutNanoseconds: UInt64
    private let progress = Locked(Progress())

    /// An exchange for `task` (not resumed yet) whose answer goes to `observer`.
    init(task: URLSessionTask, observer: Signal<HTTPStreamEvent, TransportError>.Observer, maximumBodySize: Int, timeout: TimeInterval) {
        self.task = task
        self.observer = observer
        self.maximumBodySize = maximumBodySize
        timeoutNanoseconds = UInt64(max(timeout, 0) * 1e9)
    }

    /// Resumes the task and starts watching for progress.
    func start() {
        progress.withLock { $0.lastProgress = DispatchTime.now().uptimeNanoseconds }
        task.resume()
        watch()
    }

    /// Answers the session's question about `head` through `answer`: send the head on and allow
    /// the body, or cancel it and fail — with `.badServerResponse` when there is no HTTP head,
    /// with `.bodyTooLarge` when it declares a body over the limit. An exchange already over
    /// leaves the question unanswered (its task is cancelled).
    func receive(_ head: HTTPResponseHead?, answer: (URLSession.ResponseDisposition) -> Void) {
        let observer = observer
        decide(answer: { allowed in
            if allowed, let head { observer.send(value: .head(head)) }
            answer(allowed ? .allow : .cancel)
        }) { progress in
            guard let head else { return .refuse(.badServerResponse) }
            if let length = head.declaredBodyLength, length > maximumBodySize { return .refuse(.bodyTooLarge(limit: maximumBodySize)) }
            progress.head = head
            return .proceed
        }
    }

    /// Sends `data` on as the body's next piece; false when the exchange is over, or fails now
    /// because the body went over the limit.
    func receive(_ data: Data) -> Bool {
        enum Outcome { case over, tooLarge, deliver }
        let outcome = progress.withLock { progress -> Outcome in
            guard !progress.isOver else { return .over }
            guard progress.receivedBodyBytes + data.count <= maximumBodySize else { return .tooLarge }
            progress.receivedBodyBytes += data.count
            progress.lastProgress = DispatchTime.now().uptimeNanoseconds
            return .deliver
        }
        switch outcome {
        case .over:
            return false
        case .tooLarge:
            fail(.bodyTooLarge(limit: maximumBodySize))
            return false
        case .deliver:
            if !data.isEmpty { observer.send(value: .body(data)) }
            return true
        }
    }

    /// Answers the session's question about a redirect to `request` through `answer`: follow it
    /// when `isAllowed` and it is at most the `maximum`-th of the exchange, else refuse it and fail
    /// with `.badServerResponse`. An exchange already over leaves the question unanswered (its
    /// task is cancelled).
    func redirect(to request: URLRequest, isAllowed: Bool, maximum: Int, answer: (URLRequest?) -> Void) {
        decide(answer: { answer($0 ? request : nil) }) { progress in
            progress.redirects += 1
            return isAllowed && progress.redirects <= maximum ? .proceed : .refuse(.badServerResponse)
        }
    }

    /// Decides a question of the session with `verdict` (under the lock, on a running exchange),
    /// answers it — true: proceed — and only then lets a cancellation requested meanwhile, or a
    /// refusal's failure, reach the task.
    private func decide(answer: (Bool) -> Void, verdict: (inout Progress) -> Verdict) {
        let decided = progress.withLock { progress -> Verdict in
            guard !progress.isOver else { return .unanswered }
            progress.isAnswering = true
            progress.lastProgress = DispatchTime.now().uptimeNanoseconds
            return verdict(&progress)
        }
        switch decided {
        case .unanswered:
            return
        case .proceed:
            answer(true)
        case .refuse:
            answer(false)
        }
        let cancels = progress.withLock { progress in
            progress.isAnswering = false
            return progress.cancelsAfterAnswer
        }
        if cancels { task.cancel() }
        if case .refuse(let error) = decided { fail(error) }
    }

    /// Ends the exchange as the task ended: with `error`, or completed — unless the body is
    /// shorter than the head declared.
    func complete(error: (any Error)?) {
        enum Ending { case alreadyOver, completed, failed(TransportError) }
        let ending = progress.withLock { progress -> Ending in
            guard !progress.isOver else { return .alreadyOver }
            progress.isOver = true
            let isShort = progress.head?.declaredBodyLength.map { progress.receivedBodyBytes < $0 } ?? false
            if let error { return .failed(Self.failure(for: error, headReceived: progress.head != nil, bodyIsShort: isShort)) }
            guard progress.head != nil else { return .failed(.badServerResponse) }
            return isShort ? .failed(.connectionLost) : .completed
        }
        switch ending {
        case .alreadyOver: break
        case .completed: observer.sendCompleted()
        case .failed(let error): observer.send(error: error)
        }
    }

    /// The transport error for a task that failed with `error`. On top of the general mapping,
    /// what FoundationNetworking reports about a bad server — for a URL already checked to be http
    /// or https — is told apart as libcurl found it:
    /// - "unsupported URL" is an answer that is not HTTP/1.x (libcurl refuses HTTP/0.9 and
    ///   unknown versions): a bad server response;
    /// - "bad server response" before any head is libcurl's empty reply — the server closed the
    ///   connection without answering: a lost connection;
    /// - "unknown" after the head is a broken body: a lost connection when the body is shorter
    ///   than its `Content-Length` (libcurl's partial transfer), else a bad server response (bad
    ///   chunked or content encoding). Before any head, "unknown" stays unknown: libcurl reports
    ///   an unreachable network, a TLS failure and a head it cannot parse all alike.
    static func failure(for error: any Error, headReceived: Bool, bodyIsShort: Bool) -> TransportError {
        switch TransportError(urlSessionError: error) {
        case .badURL where (error as NSError).code == URLError.Code.unsupportedURL.rawValue: .badServerResponse
        case .badServerResponse where !headReceived: .connectionLost
        case .unknown where headReceived: bodyIsShort ? .connectionLost : .badServerResponse
        case let failure: failure
        }
    }

    /// Ends the exchange with `error`, unless it is already over.
    func fail(_ error: TransportError) {
        let isFirst = progress.withLock { progress in
            defer { progress.isOver = true }
            return !progress.isOver
        }
        if isFirst { observer.send(error: error) }
    }

    /// Ends the exchange without sending anything more, and cancels its task — at once, or right
    /// after the session's pending question is answered.
    func cancel() {
        let cancelsNow = progress.withLock { progress in
            progress.isOver = true
            progress.cancelsAfterAnswer = progress.isAnswering
            return !progress.isAnswering
        }
        if cancelsNow { task.cancel() }
    }

    /// Fails the exchange when nothing arrived for the timeout; otherwise checks again when the
    /// timeout after the latest progress will have passed.
    private func watch() {
        guard let deadline = progress.withLock({ $0.isOver ? nil : $0.lastProgress + timeoutNanoseconds }) else { return }
        guard DispatchTime.now().uptimeNanoseconds < deadline else { return fail(.cannotReachServer(.timedOut)) }
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: DispatchTime(uptimeNanoseconds: deadline)) { [self] in watch() }
    }
}
