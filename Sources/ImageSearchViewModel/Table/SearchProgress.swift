import ImageSearchModel
import ReactiveCore

/// Where the list's search stands: the session that runs, the page to ask for next, and the
/// images shown so far — the page bookkeeping of the ReactiveCocoa list pattern.
struct SearchProgress: Sendable {
    /// What a load-more can do.
    enum Paging: Sendable, Hashable {
        /// Nothing to load next: no search yet, a first page still loading or failed, or every
        /// page loaded.
        case ended
        /// More pages exist: a load-more asks for ``SearchProgress/nextPage``.
        case morePages
        /// Loading ``SearchProgress/nextPage`` failed; only a retry asks for it again.
        case failed
    }

    /// The running search; nil when none runs (never started, ended, failed or cancelled).
    var session: SearchSession?
    /// The words and filters of the search the rows belong to.
    var query = SearchQuery()
    /// The page a load-more asks for: from ``session`` when one runs, otherwise from a new
    /// session that starts there.
    var nextPage = 1
    /// What a load-more can do.
    var paging = Paging.ended
    /// The images of the rows, in order.
    var images: [ImageEntity] = []
    /// How many images the search can reach, as the server said; nil before any page arrived.
    var totalCount: Int64?
    /// How many images match, reachable or not (more than ``totalCount`` past the server's
    /// 500); nil before any page arrived.
    var matchCount: Int64?

    /// Makes `session` the running one; returns whether it searches other words or filters than
    /// the rows belong to — then the rows and the count are dropped at once, so that the old
    /// search's rows never sit under the new one's words and filters. A refresh of the same
    /// query keeps them until its first page arrives; a refresh's session can load no next page
    /// before then.
    mutating func begin(_ session: SearchSession) -> Bool {
        let isNewSearch = session.replacesRows && session.query != query
        self.session = session
        query = session.query
        nextPage = session.firstPage
        if session.replacesRows { paging = .ended }
        if isNewSearch {
            images = []
            totalCount = nil
            matchCount = nil
        }
        return isNewSearch
    }

    /// Records `event` of `session`. Returns true if `session` is the running one (otherwise
    /// the event is stale and changes nothing).
    mutating func record(_ event: Signal<ResponseEntity, NetworkError>.Event, of session: SearchSession) -> Bool {
        guard self.session === session else { return false }
        let isFirstPage = nextPage == session.firstPage
        switch event {
        case let .value(page):
            if isFirstPage && session.replacesRows { images = page.images } else { images += page.images }
            nextPage += 1
            totalCount = page.totalCount
            matchCount = page.matchCount
            paging = Int64(images.count) < page.totalCount ? .morePages : .ended
        case .failed:
            self.session = nil
            paging = isFirstPage && session.replacesRows ? .ended : .failed
        case .completed:
            self.session = nil
            paging = .ended
        case .interrupted:
            // Cancelled: the paging stays as it was, so a load-more asks a new session for the
            // page that did not arrive.
            self.session = nil
        }
        return true
    }
}
