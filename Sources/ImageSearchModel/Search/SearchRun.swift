import ReactiveCore

/// One started search: loads pages one at a time, the first at once and then one per trigger,
/// and decides when the search is over.
///
/// Threading: pages arrive on the network's threads and triggers on theirs; the phase is kept
/// under a lock, and events are sent outside it. A page is sent before the next one can be
/// asked for — a trigger that arrives while a page is being sent is remembered and served right
/// after — so pages reach the observer in order even when answers come synchronously.
final class SearchRun: Sendable {
    /// Where the search stands.
    private enum Phase {
        /// Waiting for page `page`; triggers are ignored.
        case loading(page: Int)
        /// Sending the page before `nextPage`; a trigger meanwhile sets `triggered`.
        case delivering(nextPage: Int, triggered: Bool)
        /// Waiting for a trigger to load `nextPage`.
        case idle(nextPage: Int)
        /// Completed or failed; everything is ignored.
        case finished
    }

    private struct State {
        var phase: Phase
        /// Images counted so far, the pages before the first one counting as full.
        var found: Int64
        var triggerEnded = false
    }

    /// What to do after a state change, outside the lock.
    private enum Step {
        case nothing
        case load(page: Int)
        case complete
        case fail(NetworkError)
    }

    private let firstPage: Int
    private let pageSize: Int
    private let observer: Signal<ResponseEntity, NetworkError>.Observer
    private let lifetime: Lifetime
    private let loadPage: @Sendable (Int) -> SignalProducer<ResponseEntity, NetworkError>
    private let state: Locked<State>
    private let pageInFlight = SerialDisposable()

    /// A search from page `firstPage` that sends its pages to `observer` while `lifetime` lasts,
    /// getting each page from `loadPage`.
    init(
        firstPage: Int, pageSize: Int, observer: Signal<ResponseEntity, NetworkError>.Observer, lifetime: Lifetime,
        loadPage: @escaping @Sendable (Int) -> SignalProducer<ResponseEntity, NetworkError>
    ) {
        self.firstPage = firstPage
        self.pageSize = pageSize
        self.observer = observer
        self.lifetime = lifetime
        self.loadPage = loadPage
        let skipped = Int64(firstPage - 1).multipliedReportingOverflow(by: Int64(pageSize))
        state = Locked(State(phase: .loading(page: firstPage), found: skipped.overflow ? .max : skipped.partialValue))
    }

    /// Listens to `nextPageTrigger`, then loads the first page — in this order, so that a trigger
    /// sent while the first page is delivered (even synchronously) is not missed.
    func start(nextPageTrigger: SignalProducer<Void, Never>) {
        lifetime += pageInFlight
        lifetime += nextPageTrigger.start { [self] event in
            switch event {
            case .value: perform(state.withLock(Self.triggered))
            case .completed, .interrupted: perform(state.withLock(Self.triggerEnded))
            }
        }
        load(page: firstPage)
    }

    private func load(page: Int) {
        guard !lifetime.hasEnded else { return }
        loadPage(page).startWithSignal { signal, interruptHandle in
            // Held before any event can arrive, so that a synchronous answer which loads the next
            // page replaces this handle rather than being replaced by it.
            pageInFlight.inner = interruptHandle
            signal.observe { [self] event in
                // Each event names its page: the end of a page already delivered can arrive after
                // a trigger on another thread has started loading the next one.
                switch event {
                case .value(let response): arrived(response, page: page)
                case .failed(let error): perform(state.withLock { Self.failed(&$0, page: page, with: error) })
                case .completed: perform(state.withLock { Self.endedWithoutPage(&$0, page: page) })
                case .interrupted: break
                }
            }
        }
    }

    private func arrived(_ response: ResponseEntity, page: Int) {
        guard let isLast = state.withLock({ Self.arrived(&$0, page: page, response: response, pageSize: pageSize) }) else { return }
        observer.send(value: response)
        perform(isLast ? .complete : state.withLock(Self.delivered))
    }

    private func perform(_ step: Step) {
        switch step {
        case .nothing: break
        case .load(let page): load(page: page)
        case .complete: observer.sendCompleted()
        case .fail(let error): observer.send(error: error)
        }
    }

    // MARK: Transitions (run under the lock)

    /// Counts page `page`, which arrived; whether it is the last, or nil when it was not awaited.
    private static func arrived(_ state: inout State, page: Int, response: ResponseEntity, pageSize: Int) -> Bool? {
        guard case .loading(page) = state.phase else { return nil }
        let sum = state.found.addingReportingOverflow(Int64(response.images.count))
        state.found = sum.overflow ? .max : sum.partialValue
        let isLast = state.found >= response.totalCount || response.images.count < pageSize
        state.phase = isLast ? .finished : .delivering(nextPage: page + 1, triggered: false)
        return isLast
    }

    /// Loading page `page` failed with `error`; ignored unless that page is awaited.
    private static func failed(_ state: inout State, page: Int, with error: NetworkError) -> Step {
        guard case .loading(page) = state.phase else { return .nothing }
        state.phase = .finished
        return .fail(error)
    }

    private static func triggered(_ state: inout State) -> Step {
        switch state.phase {
        case .idle(let nextPage):
            state.phase = .loading(page: nextPage)
            return .load(page: nextPage)
        case .delivering(let nextPage, _):
            state.phase = .delivering(nextPage: nextPage, triggered: true)
            return .nothing
        case .loading, .finished:
            return .nothing
        }
    }

    private static func triggerEnded(_ state: inout State) -> Step {
        state.triggerEnded = true
        guard case .idle = state.phase else { return .nothing }
        state.phase = .finished
        return .complete
    }

    private static func delivered(_ state: inout State) -> Step {
        guard case .delivering(let nextPage, let triggered) = state.phase else { return .nothing }
        if triggered {
            state.phase = .loading(page: nextPage)
            return .load(page: nextPage)
        }
        if state.triggerEnded {
            state.phase = .finished
            return .complete
        }
        state.phase = .idle(nextPage: nextPage)
        return .nothing
    }

    /// The network's answer for page `page` ended; a failure if that page is still awaited.
    private static func endedWithoutPage(_ state: inout State, page: Int) -> Step {
        guard case .loading(page) = state.phase else { return .nothing }
        state.phase = .finished
        return .fail(.incorrectDataReturned)
    }
}
