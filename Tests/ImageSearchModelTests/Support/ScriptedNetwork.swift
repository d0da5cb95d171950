import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// A ``Networking`` that records the JSON requests made through it and answers each as the test
/// says: with what `answer` returns (at once, or on `answerQueue`), or later through the call's
/// ``Pending`` exchange.
/// Images are not asked for by searches: `requestImage` sends nothing.
final class ScriptedNetwork: Networking {
    /// One JSON request.
    struct Call: Sendable {
        let url: String
        let parameters: [String: String]
        let exchange: Pending<Data, NetworkError>

        /// The `page` parameter as a number.
        var page: Int? { parameters["page"].flatMap { Int($0) } }
    }

    private let answer: (@Sendable (_ page: Int) -> Result<Data, NetworkError>)?
    private let answerQueue: DispatchQueue?
    private let recorded = Locked<[Call]>([])

    /// A network that answers each request for page `n` with `answer(n)` — at once, or
    /// asynchronously on `answerQueue` — or, without `answer`, leaves every request pending.
    init(answerQueue: DispatchQueue? = nil, answer: (@Sendable (_ page: Int) -> Result<Data, NetworkError>)? = nil) {
        self.answer = answer
        self.answerQueue = answerQueue
    }

    /// The requests made so far.
    var calls: [Call] { recorded.withLock { $0 } }

    /// The pages asked for so far.
    var pages: [Int] { calls.compactMap(\.page) }

    func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError> {
        let recorded = recorded
        let answer = answer
        let answerQueue = answerQueue
        return SignalProducer { observer, lifetime in
            let call = Call(url: url, parameters: parameters, exchange: Pending())
            lifetime += call.exchange.producer.start(observer)
            recorded.withLock { $0.append(call) }
            guard let answer, let page = call.page else { return }
            let respond: @Sendable () -> Void = {
                switch answer(page) {
                case .success(let data): call.exchange.answer(data)
                case .failure(let error): call.exchange.fail(error)
                }
            }
            if let answerQueue { answerQueue.async(execute: respond) } else { respond() }
        }
    }

    func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError> {
        .empty
    }
}
