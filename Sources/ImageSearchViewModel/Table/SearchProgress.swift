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

    /// Makes `query` the search the rows belong to; returns whether it is another search than
    /// theirs — then the rows and the count are dropped at once, so that the old search's rows
    /// never sit under the new one's words and filters, and there is nothing to page until its
    /// first page arrives.
    mutating func show(_ query: SearchQuery) -> Bool {
        guard query != self.query else { return false }
        self.query = query
        paging = .ended
        images = []
        totalCount = nil
        matchCount = nil
        return true
    }

    /// Makes `session`, a search of ``query``, the running one. A refresh of the rows' search
    /// keeps them until its first page arrives, and can load no next page before then.
    mutating func begin(_ session: SearchSession) {
        self.session = session
        nextPage = session.firstPage
        if session.replacesRows { paging = .ended }
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
