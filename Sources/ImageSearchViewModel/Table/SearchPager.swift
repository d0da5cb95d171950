import AppSupport
import Foundation
import ImageSearchModel
import ReactiveBindings
import ReactiveCore

/// The work behind the list's refresh and load-more actions: runs search sessions, loads their
/// pages through the request list, and keeps the page bookkeeping and the error message.
///
/// Each page request is a producer that starts on the main queue; there the session is chosen,
/// the list's state and rows change, the bookkeeping is done and the error message set — so every
/// value the view sees is sent on the main queue.
///
/// Threading: thread-safe; call ``cancel()``, ``allowNextPageRetry()`` and ``dismissError()`` on
/// the main queue, so that they take their turn among the page requests.
///
/// Lifetime: owned by the view model. Its producers and the sessions' callbacks do not keep it
/// alive; when it deinitialises the running search stops and a pending rate-limit retry is
/// dropped.
final class SearchPager: Sendable {
    /// A row of the list.
    typealias Row = any ImageSearchTableViewCellModeling

    /// The rows and the request state.
    let list: RequestList<Row>
    /// Where the search stands.
    let progress = MutableProperty(SearchProgress())
    /// The text of the latest search.
    let searchText: MutableProperty<String>
    /// The filters of the latest search, set when it starts (with the text, as the rows go).
    let filters: MutableProperty<SearchFilters>
    /// The filters the next refresh searches with: the latest search's, or those applied since.
    let requestedFilters: Locked<SearchFilters>
    /// Why the last request failed, in the user's language; nil otherwise.
    let errorMessage = MutableProperty<String?>(nil)
    /// Sends when the reset time of a rate limit that stopped a request has come.
    let retryDue: Signal<Void, Never>
    /// How far down the user sees the rows (the last row on screen or selected); nil until the
    /// view says, and again from the moment a new search takes the rows away.
    let lastShownRow = MutableProperty<Int?>(nil)

    private let retryDueInput: Signal<Void, Never>.Observer
    private let imageSearch: any ImageSearching
    private let makeRow: @Sendable (ImageEntity) -> Row
    private let language: AppLanguage
    private let keyVariable: String?
    private let mainScheduler: any Scheduler
    private let retryScheduler: any DateScheduler
    private let pendingRetry = SerialDisposable()

    /// The least time, in seconds, between a rate limit and the retry it schedules.
    static let shortestRetryDelay: TimeInterval = 1

    /// A pager over `imageSearch`, starting at `searchText` and `filters`, making a row of each image with
    /// `makeRow` and messages in `language` (naming `keyVariable`, the variable of the user's own
    /// API key, when a refusal may be the key's fault); pages start on `mainScheduler`, and
    /// rate-limit retries are timed by `retryScheduler`.
    init(
        imageSearch: any ImageSearching,
        searchText: String,
        filters: SearchFilters,
        language: AppLanguage,
        keyVariable: String?,
        mainScheduler: any Scheduler,
        retryScheduler: any DateScheduler,
        makeRow: @escaping @Sendable (ImageEntity) -> Row
    ) {
        self.imageSearch = imageSearch
        self.searchText = MutableProperty(searchText)
        self.filters = MutableProperty(filters)
        requestedFilters = Locked(filters)
        self.language = language
        self.keyVariable = keyVariable
        self.mainScheduler = mainScheduler
        self.retryScheduler = retryScheduler
        self.makeRow = makeRow
        list = RequestList(errorMessage: { error in
            (error as? NetworkError)?.description(in: language, keyVariable: keyVariable) ?? String(describing: error)
        })
        (retryDue, retryDueInput) = Signal.pipe()
    }

    deinit {
        pendingRetry.dispose()
        progress.value.session?.cancel()
        retryDueInput.sendCompleted()
    }

    /// The first page of a new search for `text` (nil: the latest search text) with the
    /// requested filters: when started, replaces the running search and, once the page arrives, the rows.
    /// Sends when the page arrived, then completes; completes also when the search failed or
    /// ended; is interrupted when it is cancelled.
    func refreshPage(text: String?) -> SignalProducer<Void, Never> {
        loadPage(replacing: true) { pager in
            pager.beginSession(query: pager.query(text: text), firstPage: 1, replacesRows: true)
        }
    }

    /// Makes the search for `text` (nil: the latest search text) with the requested filters the
    /// one the rows belong to, before its first page is asked for: when that is another search,
    /// the rows go at once and the search bar changes with them — so that keys pressed right
    /// after the search was asked for (End) act on the new search's list.
    func show(text: String?) {
        show(query(text: text))
    }

    /// The next page of the rows' search, appended: asked of the running search, or of a new
    /// one that starts at that page when none runs (after a failure or a cancellation). Events as
    /// for ``refreshPage(text:)``; completes at once when there is no next page to load.
    func nextPage() -> SignalProducer<Void, Never> {
        loadPage(replacing: false) { pager in
            let progress = pager.progress.value
            guard progress.paging == .morePages else { return nil }
            if let session = progress.session { return (session, nil) }
            return pager.beginSession(query: progress.query, firstPage: progress.nextPage, replacesRows: false)
        }
    }

    /// Lets a load-more ask again for the next page that failed. Returns false, changing
    /// nothing, when the last failure was not a next page's.
    func allowNextPageRetry() -> Bool {
        progress.modify { progress in
            guard progress.paging == .failed else { return false }
            progress.paging = .morePages
            return true
        }
    }

    /// Stops the running search; the page request waiting for it ends, interrupted, before this
    /// returns.
    func cancel() {
        progress.value.session?.cancel()
    }

    /// Clears the error message.
    func dismissError() {
        errorMessage.value = nil
    }

    /// A page request: when started on the main queue, `choose` picks the session to ask (and
    /// the one it replaces), the error message and any pending retry are cleared, and the
    /// session's next page goes through the list, made into rows.
    private func loadPage(
        replacing: Bool,
        choose: @escaping @Sendable (SearchPager) -> (session: SearchSession, replaced: SearchSession?)?
    ) -> SignalProducer<Void, Never> {
        SignalProducer { [weak self] observer, lifetime in
            guard let self, let choice = choose(self) else {
                observer.sendCompleted()
                return
            }
            pendingRetry.inner = nil
            errorMessage.value = nil
            let makeRow = makeRow
            // A refresh keeps the rows of images it brings again, with the selection on them;
            // rows whose texts changed are redrawn.
            let page = choice.session.nextPage().map { $0.images.map(makeRow) }
            lifetime += list.load(page, replacing: replacing, identifiedBy: { $0.id }, isUpdated: { old, new in
                old.tagText != new.tagText || old.pageImageSizeText != new.pageImageSizeText
            })
                .map { _ in () }
                .flatMapError { _ in SignalProducer<Void, Never>.empty }
                .start(observer)
            // After the list moved on to the new request, so that it never shows the old one's
            // interruption.
            choice.replaced?.cancel()
        }
        .start(on: mainScheduler)
    }

    /// The search for `text` (nil: the latest search text) with the requested filters.
    private func query(text: String?) -> SearchQuery {
        SearchQuery(text: text ?? searchText.value, filters: requestedFilters.withLock { $0 })
    }

    /// Makes `query` the search of the rows: when it is another search, the rows go at once (the
    /// search bar and the rows change together) and so does where the user was in them.
    private func show(_ query: SearchQuery) {
        if progress.modify({ $0.show(query) }) {
            // The position was in the old rows; the view tells the new one once it shows them.
            lastShownRow.value = nil
            list.items.removeAll()
        }
        searchText.value = query.text
        filters.value = query.filters
    }

    /// Makes a session of `query` the running one; returns it with the session it replaces. A
    /// refresh shows its query first (``show(_:)``).
    private func beginSession(query: SearchQuery, firstPage: Int, replacesRows: Bool) -> (session: SearchSession, replaced: SearchSession?) {
        let session = SearchSession(
            query: query, firstPage: firstPage, replacesRows: replacesRows, imageSearch: imageSearch, mainScheduler: mainScheduler)
        // Observes before any page request, so the bookkeeping is done before the page reaches
        // the list.
        session.events.observe { [weak self, weak session] event in
            guard let self, let session else { return }
            record(event, of: session)
        }
        if replacesRows { show(query) }
        let replaced = progress.modify { progress in
            let replaced = progress.session
            progress.begin(session)
            return replaced
        }
        return (session, replaced)
    }

    /// Does the bookkeeping of `event` of `session`; a failure sets the error message, and a
    /// rate limit schedules the retry at its reset time.
    private func record(_ event: Signal<ResponseEntity, NetworkError>.Event, of session: SearchSession) {
        guard progress.modify({ $0.record(event, of: session) }), case let .failed(error) = event else { return }
        errorMessage.value = error.description(in: language, keyVariable: keyVariable)
        if case let .rateLimited(retryAt) = error {
            // Never at once: a reset time already past (a wrong clock) must not make a loop.
            let earliest = retryScheduler.currentDate.addingTimeInterval(Self.shortestRetryDelay)
            pendingRetry.inner = retryScheduler.schedule(after: max(retryAt, earliest)) { [retryDueInput] in
                retryDueInput.send(value: ())
            }
        }
    }
}
