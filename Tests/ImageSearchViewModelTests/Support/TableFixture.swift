import AppSupport
import Foundation
import ImageCodec
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import TestSupport

/// A table view model over stubs, with the schedulers the tests drive: the main queue through a
/// `UIScheduler` the test can queue behind, and a `TestScheduler` for rate-limit retries.
@MainActor
struct TableFixture {
    static let previewSize = ImageSize(width: 24, height: 16)

    let search: StubImageSearch
    let network = StubNetwork()
    let detailViewModel = MockDetailViewModel()
    let mainScheduler = UIScheduler()
    let retryScheduler = TestScheduler()
    let viewModel: ImageSearchTableViewModel

    /// A view model searching `search` (5 images in pages of 2 unless given).
    init(
        search: StubImageSearch = .serving(total: 5),
        language: AppLanguage = .english,
        locale: String = "en_US",
        source: ImageSource = .pixabay,
        searchText: String = "",
        filters: SearchFilters = SearchFilters(),
        searchHistory: any SearchHistoryStoring = NoSearchHistory()
    ) {
        self.search = search
        viewModel = ImageSearchTableViewModel(
            imageSearch: search, network: network, detailViewModel: detailViewModel,
            language: language, locale: Locale(identifier: locale), source: source,
            searchText: searchText,
            filters: filters,
            searchHistory: searchHistory,
            mainScheduler: mainScheduler, retryScheduler: retryScheduler)
    }

    /// The ids of the rows, in order.
    var rowIDs: [UInt64] { viewModel.rows.elements.map(\.id) }

    /// Waits until there are `count` rows and no page loads.
    func waitForRows(_ count: Int) async throws {
        try await Waiting.until(viewModel.cellModels) { $0.count == count }
        try await Waiting.until(viewModel.searching) { !$0 }
    }

    /// Starts the search and waits for its first page of `count` rows.
    func startAndWaitForRows(_ count: Int) async throws {
        viewModel.startSearch()
        try await waitForRows(count)
    }

    /// Loads the next page and waits until there are `count` rows.
    func loadNextPageAndWaitForRows(_ count: Int) async throws {
        viewModel.loadNextPage.apply(()).start()
        try await waitForRows(count)
    }

    /// Waits until everything queued on the main scheduler so far has run.
    func waitForMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            mainScheduler.schedule { done.resume() }
        }
    }
}
