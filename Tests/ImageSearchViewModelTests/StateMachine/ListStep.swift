import PropertyBased

/// One thing that happens to the image list in a state-machine run: what the user does on the
/// list screen, or the network answering one of the requests in flight.
enum ListStep: Sendable, Hashable, CustomStringConvertible {
    /// How the network answers a request.
    enum Answer: Sendable, Hashable, CustomStringConvertible {
        /// The page asked for.
        case page
        /// No answer in time.
        case timeout
        /// HTTP 429: the rate limit is used up for this many seconds.
        case rateLimited(seconds: Int)
        /// HTTP 500.
        case serverError
        /// The connection broke before the answer was complete.
        case cutConnection
        /// A body that is not a search answer.
        case malformed

        var description: String {
            switch self {
            case .page: "page"
            case .timeout: "timeout"
            case let .rateLimited(seconds): "429 for \(seconds) s"
            case .serverError: "500"
            case .cutConnection: "cut connection"
            case .malformed: "malformed body"
            }
        }
    }

    /// `r`: refresh, or retry what failed.
    case refresh
    /// End: the last row.
    case end
    /// PgDn: a screenful further down.
    case pageDown
    /// Home: the first row.
    case home
    /// `/`, words, Enter: a search for ``SearchCatalogue/texts``[i].
    case search(Int)
    /// `f`, a choice, Apply: ``SearchCatalogue/filterSets``[i].
    case filter(Int)
    /// Enter on the selected row (the detail screen shows it), then Esc.
    case openAndBack
    /// Ctrl-L: the screen is drawn again.
    case repaint
    /// Dismiss on the error alert.
    case dismissError
    /// The network answers the request in flight at this index (counted among those in flight,
    /// modulo their number); nothing when none is in flight.
    case answer(Int, Answer)
    /// Time passes: this many seconds.
    case wait(seconds: Int)

    var description: String {
        switch self {
        case .refresh: "r"
        case .end: "End"
        case .pageDown: "PgDn"
        case .home: "Home"
        case let .search(text): "search \"\(SearchCatalogue.texts[text])\""
        case let .filter(filters): "filters \(filters)"
        case .openAndBack: "Enter, Esc"
        case .repaint: "Ctrl-L"
        case .dismissError: "Dismiss"
        case let .answer(index, answer): "answer #\(index): \(answer)"
        case let .wait(seconds): "wait \(seconds) s"
        }
    }

    /// Steps in the proportions a hurried user and a flaky network give: mostly answers (most of
    /// them pages) and moves towards the end, now and then a search, new filters or a failure.
    static let generator = Gen<ListStep>.frequency(
        (30, Gen.int(in: 0...2).map { ListStep.answer($0, .page) }),
        (6, PropertyBased.zip(Gen.int(in: 0...2), Answer.failures).map { ListStep.answer($0, $1) }),
        (12, Gen.always(ListStep.end)),
        (8, Gen.always(ListStep.pageDown)),
        (3, Gen.always(ListStep.home)),
        (8, Gen.always(ListStep.refresh)),
        (6, Gen.int(in: 0...(SearchCatalogue.texts.count - 1)).map(ListStep.search)),
        (5, Gen.int(in: 0...(SearchCatalogue.filterSets.count - 1)).map(ListStep.filter)),
        (3, Gen.always(ListStep.openAndBack)),
        (3, Gen.always(ListStep.repaint)),
        (3, Gen.always(ListStep.dismissError)),
        (8, Gen.int(in: 1...40).map { ListStep.wait(seconds: $0) })
    )
}

extension ListStep.Answer {
    /// The failures, each as likely as the others; rate limits last 1 to 30 seconds.
    static let failures = Gen<ListStep.Answer>.oneOf(
        Gen.always(ListStep.Answer.timeout),
        Gen.int(in: 1...30).map { ListStep.Answer.rateLimited(seconds: $0) },
        Gen.always(ListStep.Answer.serverError),
        Gen.always(ListStep.Answer.cutConnection),
        Gen.always(ListStep.Answer.malformed)
    )
}
