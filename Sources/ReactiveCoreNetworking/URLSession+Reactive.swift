import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ReactiveCore

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
    /// Each start runs `request` as a data task of this session: sends the body and the response
    /// and completes, or fails with what the session reports. An HTTP error status (404, 500…)
    /// is an answer, not a failure: read the response's status code.
    ///
    /// Threading: the events arrive on the session's delegate queue. Lifetime: disposing a run
    /// cancels its task, and the run ends `interrupted`.
    public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Swift.Error> {
        SignalProducer { [session = base] observer, lifetime in
            let task = session.dataTask(with: request) { body, response, error in
                switch DataTaskOutcome(body: body, response: response, error: error) {
                case let .answered(body, response):
                    observer.send(value: (body, response))
                    observer.sendCompleted()
                case let .failed(error):
                    observer.send(error: error)
                }
            }
            lifetime.observeEnded(task.cancel)
            task.resume()
        }
    }
}
