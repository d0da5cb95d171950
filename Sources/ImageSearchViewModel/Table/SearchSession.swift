import ImageSearchModel
import ReactiveCore

/// One run of `ImageSearching.searchImages`: the pages of one query (words and filters), from
/// one first page on, asked for one at a time by ``nextPage()``.
///
/// Threading: thread-safe. The session's ``events`` are delivered on the main-queue scheduler
/// it was given; ``cancel()`` interrupts them at once, on the calling thread.
///
/// Lifetime: the search runs until it ends by itself or the session is cancelled or
/// deinitialises. A started ``nextPage()`` does not keep the session alive.
final class SearchSession: Sendable {
    /// The words and filters searched for.
    let query: SearchQuery
    /// The page the search started from.
    let firstPage: Int
    /// True when the first page replaces the list's rows (a refresh); false when it is appended
    /// (a next page asked for again after a failure).
    let replacesRows: Bool

    /// The search's events, on the main queue: each page, then completion or failure;
    /// `interrupted` once the session is cancelled.
    let events: Signal<ResponseEntity, NetworkError>

    private let eventsInput: Signal<ResponseEntity, NetworkError>.Observer
    private let pageRequests: (output: Signal<Void, Never>, input: Signal<Void, Never>.Observer)
    private let search: SignalProducer<ResponseEntity, NetworkError>
    private let run = SerialDisposable()
    private let hasStarted = Locked(false)

    /// A session that searches `query` from `firstPage` with `imageSearch` once its first page
    /// is asked for, and delivers on `mainScheduler`.
    init(query: SearchQuery, firstPage: Int, replacesRows: Bool, imageSearch: any ImageSearching, mainScheduler: any Scheduler) {
        self.query = query
        self.firstPage = firstPage
        self.replacesRows = replacesRows
        (events, eventsInput) = Signal.pipe()
        pageRequests = Signal.pipe()
        search = imageSearch
            .searchImages(text: query.text, filters: query.filters, firstPage: firstPage, nextPageTrigger: SignalProducer(pageRequests.output))
            .observe(on: mainScheduler)
    }

    deinit {
        cancel()
    }

    /// The next page: when started, waits for the session's next event and asks for the page —
    /// the first start starts the search, later ones send it a next-page request. Sends the page
    /// and completes; completes without a value when the search had ended; fails with the
    /// search's error; is interrupted when the session is cancelled.
    ///
    /// Disposing the run before the page arrived cancels the session: the search would
    /// otherwise skip that page, so a later page must be asked for by a new session.
    func nextPage() -> SignalProducer<ResponseEntity, NetworkError> {
        SignalProducer { [weak self] observer, lifetime in
            guard let self else {
                observer.sendInterrupted()
                return
            }
            let answered = Locked(false)
            lifetime += events
                .take(first: 1)
                .on(event: { _ in answered.withLock { $0 = true } })
                .observe(observer)
            lifetime.observeEnded { [weak self] in
                if !answered.withLock({ $0 }) { self?.cancel() }
            }
            let isFirstPage = hasStarted.withLock { hasStarted in
                defer { hasStarted = true }
                return !hasStarted
            }
            if isFirstPage {
                run.inner = search.start(eventsInput)
            } else {
                pageRequests.input.send(value: ())
            }
        }
    }

    /// Stops the search; ``events`` sends `interrupted` before this returns.
    func cancel() {
        run.dispose()
        eventsInput.sendInterrupted()
    }
}
