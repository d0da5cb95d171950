import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession: ReactiveExtensionsProvider {}

extension Reactive where Base: URLSession {
    /// A producer that, on each start, performs `request` with this session and sends the data
    /// and response, then completes; or fails with the error the session reports. A response
    /// with an error status (404, 500, …) is a success here: check the response's status code.
    ///
    /// Threading: the result is sent on the session's delegate queue. Disposing the run cancels
    /// the task (the producer then sends `interrupted`).
    public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Swift.Error> {
        let session = base
        return SignalProducer { observer, lifetime in
            let task = session.dataTask(with: request) { data, response, error in
                if let data, let response {
                    observer.send(value: (data, response))
                    observer.sendCompleted()
                } else {
                    observer.send(error: error ?? URLError(.unknown))
                }
            }
            lifetime.observeEnded { task.cancel() }
            task.resume()
        }
    }
}
