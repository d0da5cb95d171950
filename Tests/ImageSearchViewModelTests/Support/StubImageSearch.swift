import Dispatch
import ImageSearchModel
import ReactiveCore

/// A stand-in for the model's search: answers each page request, on a background queue as the
/// network would, with what the test's `answer` says, and completes like the model does (when
/// the images so far, counting the pages before the first page as full, reach the total, or when
/// a page is short). Logs every page request and counts the searches that stopped.
final class StubImageSearch: ImageSearching {
    /// One page asked for.
    struct PageRequest: Hashable, Sendable {
        /// The text searched for.
        let text: String
        /// The page number.
        let page: Int
        /// Which search (run of `searchImages`) asked, counting from 1.
        let search: Int
        /// The filters searched with.
        var filters = SearchFilters()
    }

    /// What a page request gets.
    enum Answer: Sendable {
        /// A page with these images, of a search that can reach `total` images.
        case images([ImageEntity], total: Int64)
        /// A failure.
        case failure(NetworkError)
        /// Nothing, ever: the page stays loading.
        case nothing
    }

    /// The size of a full page.
    let pageSize: Int
    /// The images matching, reachable or not (`total`), sent with every page; nil: the total.
    let matchCount: Int64?
    private let answer: @Sendable (PageRequest) -> Answer
    private let requestLog = Log<PageRequest>()
    private let stopLog = Log<Int>()
    private let searchCount = Locked(0)
    private let queue = DispatchQueue(label: "StubImageSearch")

    /// A search answering each page request with `answer`, saying that `matchCount` images match.
    init(pageSize: Int = 2, matchCount: Int64? = nil, answer: @escaping @Sendable (PageRequest) -> Answer) {
        self.pageSize = pageSize
        self.matchCount = matchCount
        self.answer = answer
    }

    /// A search over `total` reachable images with the ids 1…`total`, of `matches` matching,
    /// whatever the text.
    static func serving(total: Int, matches: Int64? = nil, pageSize: Int = 2) -> StubImageSearch {
        StubImageSearch(pageSize: pageSize, matchCount: matches) { request in
            .images(page(request.page, of: total, pageSize: pageSize), total: Int64(total))
        }
    }

    /// The images of page `page` of a search over the ids 1…`total`.
    static func page(_ page: Int, of total: Int, pageSize: Int = 2) -> [ImageEntity] {
        let first = (page - 1) * pageSize + 1
        let last = min(page * pageSize, total)
        return first <= last ? SampleImages.entities(UInt64(first)...UInt64(last)) : []
    }

    /// Every page asked for, in order.
    var requests: [PageRequest] { requestLog.values }

    /// The searches that stopped (completed, failed or were disposed), by number.
    var stoppedSearches: [Int] { stopLog.values }

    func searchImages(
        text: String, filters: SearchFilters, firstPage: Int, nextPageTrigger: SignalProducer<Void, Never>
    ) -> SignalProducer<ResponseEntity, NetworkError> {
        SignalProducer { [self] observer, lifetime in
            let search = searchCount.withLock { count in
                count += 1
                return count
            }
            let nextPage = Locked(firstPage)
            lifetime.observeEnded { [stopLog] in stopLog.append(search) }
            let requestPage: @Sendable () -> Void = { [self] in
                let page = nextPage.withLock { page in
                    defer { page += 1 }
                    return page
                }
                let request = PageRequest(text: text, page: page, search: search, filters: filters)
                requestLog.append(request)
                let answer = answer(request)
                queue.async { [pageSize, matchCount] in
                    guard !lifetime.hasEnded else { return }
                    switch answer {
                    case let .images(images, total):
                        observer.send(value: ResponseEntity(totalCount: total, images: images, matchCount: matchCount))
                        if Int64(page * pageSize) >= total || images.count < pageSize { observer.sendCompleted() }
                    case let .failure(error):
                        observer.send(error: error)
                    case .nothing:
                        break
                    }
                }
            }
            requestPage()
            lifetime += nextPageTrigger.startWithValues(requestPage)
        }
    }
}
