import Dispatch
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore
import TestSupport

/// A network that makes one interleaving certain: the next-page trigger, pulled on another
/// thread, asks for the next page after a page's value has arrived but before its answer has
/// ended — as a key on the main thread can while URLSession's queue is still finishing an answer.
///
/// Every page but the last is answered on a queue of its own: the page's value, then the
/// trigger from another thread, then — once that trigger is asking for the next page, which
/// waits meanwhile — the completion. Thread-safe.
final class InterleavingNetwork: Networking {
    private let pageCount: Int
    private let trigger: Signal<Void, Never>.Observer
    private let answers = DispatchQueue(label: "answers")
    private let nextPageAsked = DispatchSemaphore(value: 0)
    private let answerEnded = DispatchSemaphore(value: 0)
    private let asked = Locked<[Int]>([])

    /// A network of `pageCount` full pages that pulls `trigger` after each page but the last.
    init(pageCount: Int, trigger: Signal<Void, Never>.Observer) {
        self.pageCount = pageCount
        self.trigger = trigger
    }

    /// The pages asked for so far.
    var pages: [Int] { asked.withLock { $0 } }

    func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError> {
        let page = parameters["page"].flatMap { Int($0) } ?? 0
        asked.withLock { $0.append(page) }
        if page > 1 {
            // On the trigger's thread: let the page before end its answer now. The waits only
            // turn a broken order into a failure instead of a hang.
            nextPageAsked.signal()
            _ = answerEnded.wait(timeout: .now() + 60)
        }
        let body = Result { try PixabayJSON.data(PixabayJSON.page(totalHits: Int64(pageCount * 50), count: 50, firstID: UInt64((page - 1) * 50 + 1))) }
        let isLast = page >= pageCount
        return SignalProducer { [answers, trigger, nextPageAsked, answerEnded] observer, _ in
            answers.async {
                switch body {
                case .success(let data): observer.send(value: data)
                case .failure: observer.send(error: .unknown)
                }
                if !isLast {
                    DispatchQueue.global().async { trigger.send(value: ()) }
                    _ = nextPageAsked.wait(timeout: .now() + 60)
                }
                observer.sendCompleted()
                if !isLast { answerEnded.signal() }
            }
        }
    }

    func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError> {
        .empty
    }
}
