import AppSupport
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveBindings
import ReactiveCore

/// The image list — the seeds' table view model in the ReactiveCocoa list pattern, with the
/// request-list states of the SwiftBond seed.
///
/// How it fits together: a search session runs `ImageSearching.searchImages` for one text, from
/// one first page on. ``refresh`` starts a new session from page 1 and ``loadNextPage`` asks the
/// running session for its next page; each action's work is that one page, loaded through a
/// `RequestList` (`load`) — replacing the rows for a refresh, appending them for a next page — so
/// the action executes exactly while its page loads, and the list's state, rows and placeholder
/// flags follow the same request. ``searching`` is true while either action executes. The view
/// tells how far down the user sees (``lastShownRow``), and the list applies ``loadNextPage``
/// by itself whenever that is within ``nextPageLead`` rows of the end and the action is enabled —
/// also when it becomes enabled later (a refresh ended while the user waited at the end).
///
/// Threading: thread-safe. The methods and actions may be used from any thread; the work runs
/// on the injected main-queue scheduler, where the rows' cell models are made and every property
/// of the protocol changes. (The actions' own `isExecuting` and `isEnabled` change on the
/// thread that applies them or ends their work.)
///
/// Lifetime: the running search, a pending rate-limit retry and the rows' preview downloads stop
/// when the view model deinitialises; nothing it starts keeps it alive.
public final class ImageSearchTableViewModel: ImageSearchTableViewModeling {
    /// "Image Search — " and the source, in the user's language.
    public let title: String
    /// "Images from " and the source, in the user's language.
    public let attributionText: String
    /// Where pictures are saved.
    public let picturesFolder: String?
    /// Why there, when the user's setting could not be used.
    public let picturesFolderNote: String?
    /// The rows' cell models, made on the main queue as their pages arrive.
    public let cellModels: Property<[any ImageSearchTableViewCellModeling]>
    /// The request list's rows: appended by a next page, replaced by a refresh's first page.
    public let rows: ObservableArray<any ImageSearchTableViewCellModeling>
    /// The text of the latest search, set when it starts.
    public let searchText: Property<String>
    /// The filters of the latest search, set when it starts.
    public let filters: Property<SearchFilters>
    /// The filters of the latest search, named in the user's language.
    public let filterSummary: Property<String>
    /// Pixabay's limit on the search text: 100 characters.
    public let maximumSearchTextLength = PixabayEndpoint.maximumQueryLength
    /// True while ``refresh`` or ``loadNextPage`` executes, sent on the main queue.
    public let searching: Property<Bool>
    /// The last failure's description in the user's language, until dismissed or the next
    /// request.
    public let errorMessage: Property<String?>
    /// "120 of 500 images" with counts grouped for the locale; empty before the first page.
    public let summaryText: Property<String>
    /// The request list's indicator flag.
    public let indicatorHidden: Property<Bool>
    /// The request list's retry flag.
    public let retryHidden: Property<Bool>
    /// The request list's no-data flag, kept hidden until a first page arrived.
    public let noDataHidden: Property<Bool>
    /// A new search session from page 1 whose first page goes through the request list,
    /// replacing the rows; executes until that page arrived or the search failed, ended or was
    /// stopped.
    public let refresh: Action<String?, Void, Never>
    /// The running session's next page through the request list, appended (a new session from
    /// that page after a failure is retried); executes until the page arrived or the search
    /// failed, ended or was stopped.
    public let loadNextPage: Action<Void, Void, Never>
    /// Where the view tells how far down the user sees the rows (the last row on screen or
    /// selected; nil when it shows none). Values are taken on the main queue.
    public let lastShownRow: BindingTarget<Int?>
    /// How many rows before the end the user may be when the next page is asked for.
    public let nextPageLead: Int

    private let pager: SearchPager
    private let detailViewModel: any ImageDetailViewModelModifiable
    private let searchHistory: any SearchHistoryStoring
    private let mainScheduler: any Scheduler
    private let language: AppLanguage

    /// A list that searches with `imageSearch`, starting at `searchText` with `filters` once
    /// ``startSearch()`` is called.
    ///
    /// - Parameters:
    ///   - network: Downloads the rows' previews, at the pixel size the view asks for.
    ///   - detailViewModel: The detail view model shared with the detail screen; a selection is
    ///     handed to it.
    ///   - language: The language of every text.
    ///   - locale: The locale counts are written for.
    ///   - source: Where the images come from, named in the title and the attribution.
    ///   - keyVariable: The environment variable holding the user's own API key, when one is in
    ///     use: a refused request then suggests checking it (nil: never mention a key).
    ///   - picturesFolder: Where pictures are saved (for the key help), and why there.
    ///   - searchHistory: Where the words of each search are kept for the search field's ↑.
    ///   - nextPageLead: How many rows before the end the user may be when the next page is asked
    ///     for: a screenful ahead, so that under key repeat the page arrives before the
    ///     selection reaches the last row.
    ///   - mainScheduler: The main queue, where the work runs and values are sent.
    ///   - retryScheduler: Times the retry after a rate limit (a `TestScheduler` in tests).
    public init(
        imageSearch: any ImageSearching,
        network: any Networking,
        detailViewModel: any ImageDetailViewModelModifiable,
        language: AppLanguage,
        locale: Locale,
        source: ImageSource,
        keyVariable: String? = nil,
        searchText: String = "",
        filters: SearchFilters = SearchFilters(),
        picturesFolder: PicturesFolder? = nil,
        searchHistory: any SearchHistoryStoring = NoSearchHistory(),
        nextPageLead: Int = 10,
        mainScheduler: any Scheduler = UIScheduler(),
        retryScheduler: any DateScheduler = QueueScheduler.main
    ) {
        let pager = SearchPager(
            imageSearch: imageSearch, searchText: searchText, filters: filters, language: language, keyVariable: keyVariable,
            mainScheduler: mainScheduler, retryScheduler: retryScheduler
        ) { image in
            ImageSearchTableViewCellModel(image: image, network: network, mainScheduler: mainScheduler)
        }
        self.pager = pager
        self.detailViewModel = detailViewModel
        self.searchHistory = searchHistory
        self.picturesFolder = picturesFolder.map { ImageSaver.folderPath(of: $0.url) }
        picturesFolderNote = picturesFolder?.fallback?.description(in: language)
        self.mainScheduler = mainScheduler
        self.language = language
        self.nextPageLead = nextPageLead
        title = source.title(in: language)
        attributionText = source.attribution(in: language)

        let list = pager.list
        rows = ObservableArray(list.items)
        cellModels = Property(initial: [], then: list.items.producer.map { $0.elements })
        self.searchText = Property(pager.searchText)
        self.filters = Property(pager.filters)
        filterSummary = pager.filters.map(FilterNames(language: language).summary(of:)).skipRepeats()
        errorMessage = Property(pager.errorMessage)
        let counts = CountFormatter(locale: locale)
        summaryText = pager.progress.map { $0.summary(in: language, counts: counts) }.skipRepeats()
        indicatorHidden = list.indicatorHidden
        retryHidden = list.retryHidden
        // The list shows no-data also before the first search; the screen only after one.
        noDataHidden = list.noDataHidden.or(pager.progress.map { $0.totalCount == nil })

        refresh = Action { [weak pager] text in
            pager?.refreshPage(text: text) ?? .empty
        }
        let canLoadNextPage = refresh.isExecuting.negate().and(pager.progress.map { $0.paging == .morePages })
        loadNextPage = Action(enabledIf: canLoadNextPage) { [weak pager] _ in
            pager?.nextPage() ?? .empty
        }
        searching = Property(
            initial: false,
            then: refresh.isExecuting.or(loadNextPage.isExecuting).producer.skipRepeats().observe(on: mainScheduler))

        lastShownRow = BindingTarget(on: mainScheduler, lifetime: pager.lastShownRow.lifetime) { [weak pager] row in
            pager?.lastShownRow.value = row
        }
        let nearEnd = pager.lastShownRow.combineLatest(with: cellModels.map(\.count)).map { row, count in
            row.map { $0 >= count - max(1, nextPageLead) } ?? false
        }
        let wantsNextPage = loadNextPage.isEnabled.and(nearEnd)
        wantsNextPage.producer.skipRepeats().filter { $0 }.observe(on: mainScheduler).startWithValues { [weak self] _ in
            // Looked at again: a search may have started since the want was scheduled.
            guard let self, wantsNextPage.value else { return }
            loadNextPage.apply(()).start()
        }

        pager.retryDue.observeValues { [weak self] in self?.retry() }
    }

    /// Applies ``refresh`` for the current search text, keeping its words in the history.
    public func startSearch() {
        searchHistory.record(searchText.value)
        refresh.apply(nil).start()
    }

    /// On the main queue: stops the running search, then applies ``refresh`` for `text` (cut
    /// to ``maximumSearchTextLength`` characters). Rows of other words go at once, before the
    /// refresh starts. The words go into the history at once (it writes in the background).
    public func search(_ text: String) {
        let text = String(text.prefix(maximumSearchTextLength))
        searchHistory.record(text)
        onMainQueue { viewModel in
            viewModel.pager.cancel()
            viewModel.pager.show(text: text)
            viewModel.refresh.apply(text).start()
        }
    }

    /// On the main queue: unless `filters` are those asked for already, stops the running search
    /// and applies ``refresh`` for the latest words with `filters` — the old rows go at once,
    /// as ``filters`` and ``filterSummary`` change.
    public func applyFilters(_ filters: SearchFilters) {
        onMainQueue { viewModel in
            let isChange = viewModel.pager.requestedFilters.withLock { requested in
                defer { requested = filters }
                return requested != filters
            }
            guard isChange else { return }
            viewModel.pager.cancel()
            viewModel.pager.show(text: nil)
            viewModel.refresh.apply(nil).start()
        }
    }

    /// A search field recalling the searches the history holds now.
    public func makeSearchField() -> any SearchFieldViewModeling {
        SearchFieldViewModel(recentSearches: searchHistory.recentSearches())
    }

    /// A form holding the latest search's filters, applying through ``applyFilters(_:)``.
    public func makeFilterForm() -> any SearchFilterFormViewModeling {
        SearchFilterFormViewModel(filters: pager.requestedFilters.withLock { $0 }, language: language) { [weak self] filters in
            self?.applyFilters(filters)
        }
    }

    /// On the main queue: stops the running search, then loads the next page that failed again
    /// (through ``loadNextPage``, from a new session at that page) or, when none failed,
    /// applies ``refresh``. Also called by itself when a rate limit's reset time has come.
    public func retry() {
        onMainQueue { viewModel in
            viewModel.pager.cancel()
            if viewModel.pager.allowNextPageRetry() {
                viewModel.loadNextPage.apply(()).start()
            } else {
                viewModel.refresh.apply(nil).start()
            }
        }
    }

    /// Clears ``errorMessage``, on the main queue.
    public func dismissError() {
        onMainQueue { $0.pager.dismissError() }
    }

    /// Hands the images of the rows and `index` to the detail view model.
    public func selectCellAtIndex(_ index: Int) {
        detailViewModel.update(imageEntities: pager.progress.value.images, atIndex: index)
    }

    /// Runs `body` on the main queue, in turn with the page requests, unless the view model
    /// has gone away by then.
    private func onMainQueue(_ body: @escaping @Sendable (ImageSearchTableViewModel) -> Void) {
        mainScheduler.schedule { [weak self] in
            if let self { body(self) }
        }
    }
}
