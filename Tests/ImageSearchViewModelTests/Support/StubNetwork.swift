import Dispatch
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// A stand-in for the network: answers image requests, on a background queue as the real one
/// would, with what the test set; logs the requests and counts the ones that were cancelled.
final class StubNetwork: Networking {
    /// What an image request gets.
    enum Answer: Sendable {
        /// The picture whose shade is the request's number (1 for the first request, …), so
        /// that successive downloads differ.
        case picture
        /// A failure.
        case failure(NetworkError)
        /// Nothing, ever: the download stays in flight.
        case nothing
    }

    /// One image asked for.
    struct ImageRequest: Hashable, Sendable {
        let url: String
        let size: ImageSize?
    }

    private let answer: Answer
    private let requestLog = Log<ImageRequest>()
    private let cancellationLog = Log<String>()
    private let queue = DispatchQueue(label: "StubNetwork")

    /// A network answering every image request with `answer`.
    init(answer: Answer = .picture) {
        self.answer = answer
    }

    /// Every image asked for, in order.
    var imageRequests: [ImageRequest] { requestLog.values }

    /// The URLs of the image requests disposed before they finished, in order.
    var cancelledImageURLs: [String] { cancellationLog.values }

    func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError> {
        .empty
    }

    func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError> {
        SignalProducer { [self] observer, lifetime in
            requestLog.append(ImageRequest(url: url, size: size))
            let shade = UInt8(truncatingIfNeeded: requestLog.values.count)
            let finished = Locked(false)
            lifetime.observeEnded { [cancellationLog] in
                if !finished.withLock({ $0 }) { cancellationLog.append(url) }
            }
            queue.async { [answer] in
                switch answer {
                case .picture:
                    finished.withLock { $0 = true }
                    observer.send(value: SampleImages.picture(shade: shade))
                    observer.sendCompleted()
                case let .failure(error):
                    finished.withLock { $0 = true }
                    observer.send(error: error)
                case .nothing:
                    break
                }
            }
        }
    }
}
