import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// A network whose JSON requests wait until the test answers them, one at a time and in any
/// order, on the test's own thread — so that a run is the same on every replay of its seed.
/// A request whose producer is disposed (a search cancelled) is gone from ``pending``. Image
/// requests never answer: the list's tests show no previews.
final class ManualNetwork: Networking {
    /// A JSON request in flight.
    struct Request: Sendable {
        /// Counts the requests made, from 1, so that a test sees a new one arrive.
        let number: Int
        /// The query parameters asked with.
        let parameters: [String: String]
        fileprivate let observer: Signal<Data, NetworkError>.Observer

        /// The page asked for.
        var page: Int { parameters["page"].flatMap(Int.init) ?? 1 }
    }

    private let requests = Locked<[Request]>([])
    private let requestCount = Locked(0)

    /// The requests in flight, oldest first.
    var pending: [Request] { requests.withLock { $0 } }

    /// Answers the request numbered `number` with `body` and completes it.
    func answer(_ number: Int, with body: Data) {
        guard let request = take(number) else { return }
        request.observer.send(value: body)
        request.observer.sendCompleted()
    }

    /// Fails the request numbered `number` with `error`.
    func fail(_ number: Int, with error: NetworkError) {
        take(number)?.observer.send(error: error)
    }

    private func take(_ number: Int) -> Request? {
        requests.withLock { requests in
            guard let index = requests.firstIndex(where: { $0.number == number }) else { return nil }
            return requests.remove(at: index)
        }
    }

    func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError> {
        SignalProducer { [requests, requestCount] observer, lifetime in
            let number = requestCount.withLock { count in
                count += 1
                return count
            }
            requests.withLock { $0.append(Request(number: number, parameters: parameters, observer: observer)) }
            lifetime.observeEnded {
                requests.withLock { $0.removeAll { $0.number == number } }
            }
        }
    }

    func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError> {
        .never
    }
}
