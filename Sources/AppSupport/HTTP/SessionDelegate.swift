import Foundation
import ReactiveCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of a ``URLSessionTransport``'s session: routes each task's callbacks to its
/// ``URLSessionExchange``, which enforces the body limit and the redirect rules as the task runs.
///
/// Threading: the session calls it on its serial delegate queue; `register` and `cancel` come
/// from any thread. The table of exchanges is guarded by a lock.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: URLSessionExchange]>([:])
    private let maximumRedirects: Int

    init(maximumRedirects: Int) {
        self.maximumRedirects = maximumRedirects
    }

    /// Routes the callbacks of the exchange's task to it until the task ends.
    func register(_ exchange: URLSessionExchange) {
        exchanges.withLock { $0[exchange.task.taskIdentifier] = exchange }
    }

    /// Forgets `exchange` and cancels it: it sends nothing more.
    func cancel(_ exchange: URLSessionExchange) {
        exchanges.withLock { _ = $0.removeValue(forKey: exchange.task.taskIdentifier) }
        exchange.cancel()
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // An exchange no longer registered was cancelled: the question stays unanswered.
        guard let exchange = exchange(for: dataTask) else { return }
        guard let response = response as? HTTPURLResponse, let url = response.url else {
            return exchange.receive(nil, answer: completionHandler)
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            headers[name.lowercased()] = value
        }
        let encoding = headers["content-encoding"]?.lowercased() ?? "identity"
        let declaredLength = encoding == "identity" && response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        let head = HTTPResponseHead(url: url, statusCode: response.statusCode, headers: headers, declaredBodyLength: declaredLength)
        exchange.receive(head, answer: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(for: dataTask), exchange.receive(data) else { return dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let exchange = exchange(for: task) else { return }
        let isAllowed = request.url.map(URLSessionTransport.isFetchable) ?? false
        exchange.redirect(to: request, isAllowed: isAllowed, maximum: maximumRedirects, answer: completionHandler)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }?.complete(error: error)
    }
}
