import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore

/// The image list under a state-machine run: the real table view model over the real
/// `ImageSearch`, with a network the run answers by hand, every scheduler a `TestScheduler`,
/// and the table's behaviour modelled (``TablePosition``) — so that a run is a pure function of
/// its steps. ``perform(_:)`` applies a step and lets everything due run; ``violations`` checks
/// the invariants against the reference model.
final class ImageSearchListMachine {
    /// How far from the end the list loads the next page (the view model's default).
    static let nextPageLead = 10

    let scheduler = TestScheduler()
    let network = ManualNetwork()
    let detail = MockDetailViewModel()
    let viewModel: ImageSearchTableViewModel
    private(set) var table = TablePosition()
    private(set) var model = ListReferenceModel()
    private var shownRowsSent: Int?? = .none
    private var rowIDs: [UInt64] = []

    init() {
        viewModel = Self.makeViewModel(network: network, scheduler: scheduler, detail: detail)
        viewModel.startSearch()
        _ = settle(retrying: false)
    }

    /// A list over the catalogue's searches through `network`, every scheduler `scheduler`.
    static func makeViewModel(
        network: ManualNetwork, scheduler: TestScheduler, detail: MockDetailViewModel = MockDetailViewModel()
    ) -> ImageSearchTableViewModel {
        ImageSearchTableViewModel(
            imageSearch: ImageSearch(network: network, endpoint: SearchCatalogue.endpoint),
            network: network, detailViewModel: detail, language: .english, locale: Locale(identifier: "en_US"),
            source: .pixabay, nextPageLead: nextPageLead, mainScheduler: scheduler, retryScheduler: scheduler)
    }

    /// Applies `step` and runs whatever became due; returns what the step must have caused but
    /// did not (a request the user asked for that was never made), if anything.
    func perform(_ step: ListStep) -> String? {
        let requestsBefore = model.lastRequest
        var asksTheNetwork = false
        var retries = false
        switch step {
        case .refresh:
            viewModel.retry()
            asksTheNetwork = true
            retries = true
        case .end:
            table.end()
        case .pageDown:
            table.pageDown()
        case .home:
            table.home()
        case let .search(text):
            model.query.text = text
            viewModel.search(SearchCatalogue.texts[text])
            asksTheNetwork = true
        case let .filter(filters):
            asksTheNetwork = filters != model.query.filters
            model.query.filters = filters
            viewModel.applyFilters(SearchCatalogue.filterSets[filters])
        case .openAndBack:
            if let row = table.selected { viewModel.selectCellAtIndex(row) }
        case .repaint:
            shownRowsSent = .none
        case .dismissError:
            viewModel.dismissError()
            model.dismissed = true
        case let .answer(index, answer):
            self.answer(index, with: answer)
        case let .wait(seconds):
            let retryComesDue = model.retryDue.map { scheduler.currentDate.addingTimeInterval(TimeInterval(seconds)) >= $0 } ?? false
            scheduler.advance(by: .seconds(seconds))
            asksTheNetwork = retryComesDue
            retries = retryComesDue
        }
        if let unasked = settle(retrying: retries) { return unasked }
        if asksTheNetwork && model.lastRequest == requestsBefore { return "no request was made" }
        if case .openAndBack = step, let row = table.selected {
            let handed = detail.updates.last
            if handed?.index != row || handed?.imageEntities.map(\.id) != rowIDs { return "the detail did not get the rows and the selected row" }
        }
        return nil
    }

    /// Answers the request in flight at `index` (modulo their number) with `answer`.
    private func answer(_ index: Int, with answer: ListStep.Answer) {
        let pending = network.pending
        guard !pending.isEmpty else { return }
        let request = pending[index % pending.count]
        switch answer {
        case .page:
            guard let query = SearchCatalogue.query(of: request.parameters) else { return }
            network.answer(request.number, with: SearchCatalogue.answer(page: request.page, of: query))
            return
        case .timeout, .cutConnection:
            network.fail(request.number, with: answer == .timeout ? .notReachedServer : .connectionLost)
        case let .rateLimited(seconds):
            network.fail(request.number, with: .rateLimited(retryAt: scheduler.currentDate.addingTimeInterval(TimeInterval(seconds))))
        case .serverError:
            network.fail(request.number, with: .serverError(statusCode: 500))
        case .malformed:
            network.answer(request.number, with: Data("<html>busy</html>".utf8))
        }
        model.failure(answer, at: scheduler.currentDate)
    }

    /// Runs what is due on the main queue, then lets the table follow the rows and tell the view
    /// model how far down the user sees — as a layout after the change would — until nothing
    /// changes any more. Returns a next page asked for that nobody wanted (the user far from the
    /// end, and not `retrying` a failed page), if any.
    private func settle(retrying: Bool) -> String? {
        var unasked: String?
        for _ in 0..<100 {
            scheduler.advance()
            let ids = viewModel.rows.elements.map(\.id)
            if ids != rowIDs {
                table.rowsChanged(to: ids.count, appended: ids.count > rowIDs.count && ids.starts(with: rowIDs))
                rowIDs = ids
            }
            if let newest = network.pending.last, newest.number > model.lastRequest {
                model.requestSeen(newest.number)
                if newest.page > 1 && !isNearEnd && !retrying {
                    unasked = unasked ?? "page \(newest.page) was asked for with the user at row \(table.lastShown.map(String.init) ?? "none") of \(rowIDs.count)"
                }
            }
            guard shownRowsSent != .some(table.lastShown) else { break }
            shownRowsSent = .some(table.lastShown)
            viewModel.lastShownRow.action(table.lastShown)
        }
        return unasked
    }

    /// Whether the user sees one of the last rows, where the next page is due.
    private var isNearEnd: Bool {
        table.lastShown.map { $0 >= rowIDs.count - Self.nextPageLead } ?? false
    }

    /// The invariants the list keeps after every step, as the violations found (empty when all
    /// hold).
    var violations: [String] {
        var found: [String] = []
        let query = model.query
        let expectedIDs = query.ids
        let pending = network.pending
        let rowCount = rowIDs.count

        // The rows are the first pages of the search asked for, nothing of an older one.
        if viewModel.searchText.value != SearchCatalogue.texts[query.text] || viewModel.filters.value != SearchCatalogue.filterSets[query.filters] {
            found.append("the search bar shows \"\(viewModel.searchText.value)\" with other filters than \(query)")
        }
        if !expectedIDs.starts(with: rowIDs) {
            found.append("the rows are not the first \(rowCount) images of \(query)")
        } else if rowCount % 50 != 0 && rowCount != query.reachableCount {
            found.append("\(rowCount) rows are not whole pages of \(query)")
        }

        // At most one request, for the search asked for: the first page or the next one.
        if pending.count > 1 { found.append("\(pending.count) requests in flight") }
        for request in pending {
            if SearchCatalogue.query(of: request.parameters) != query {
                found.append("a request for another search than \(query) is in flight")
            } else if request.page != 1 && request.page != rowCount / 50 + 1 {
                found.append("page \(request.page) is asked for with \(rowCount) rows")
            }
        }

        // Near the end, with more to show and nothing failed, the next page is on its way.
        if !model.failed && rowCount < query.reachableCount && (rowCount == 0 || isNearEnd) && pending.isEmpty {
            found.append("the user sees row \(table.lastShown.map(String.init) ?? "none") of \(rowCount), more exist, nothing failed, yet no page is asked for")
        }
        // Nothing asks before a booked retry is due.
        if model.retryDue != nil && !pending.isEmpty {
            found.append("a request went out before the rate limit's retry was due")
        }

        // Loading flags settle when nothing is in flight, and show while something is.
        let busy = viewModel.searching.value || viewModel.refresh.isExecuting.value || viewModel.loadNextPage.isExecuting.value
        if pending.isEmpty && (busy || !viewModel.indicatorHidden.value) {
            found.append("nothing is in flight, yet the list says it is loading")
        }
        if !pending.isEmpty && !viewModel.searching.value {
            found.append("a page is in flight, yet the list does not say it is loading")
        }

        // The failure shows until dismissed or asked again; the summary counts the rows.
        if (viewModel.errorMessage.value != nil) != (model.failed && !model.dismissed) {
            found.append(model.failed ? "the failure's message is missing" : "an error message shows though nothing failed: \(viewModel.errorMessage.value ?? "")")
        }
        if rowCount > 0 && !viewModel.summaryText.value.hasPrefix("\(rowCount) of ") {
            found.append("the summary \"\(viewModel.summaryText.value)\" does not count \(rowCount) rows")
        }
        return found
    }
}
