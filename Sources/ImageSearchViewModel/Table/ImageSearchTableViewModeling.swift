import ReactiveBindings
import ReactiveCore

/// What the image list shows and what it can ask for — the seeds' table view model grown into
/// the ReactiveCocoa list pattern (a refresh action and a load-more action, one loading state
/// while either runs) with the request-list states of the SwiftBond seed (indicator, retry and
/// no-data visibility).
///
/// Threading: every property sends on the main queue (bind it with `UIScheduler` targets); the
/// methods and actions may be called from any thread. Lifetime: work in flight stops when the
/// view model goes away.
public protocol ImageSearchTableViewModeling: AnyObject, Sendable {
    /// The list's title: the app and the images' source ("Image Search — Pixabay").
    var title: String { get }
    /// The attribution the list shows ("Images from Pixabay", or the offline gallery's name).
    var attributionText: String { get }

    /// Where pictures are saved (the key help says so); nil when no pictures folder is known.
    var picturesFolder: String? { get }
    /// Why ``picturesFolder`` is the default folder although the user's settings name another, in
    /// the user's language; nil otherwise.
    var picturesFolderNote: String? { get }

    /// The rows' cell models, in order — the seeds' `cellModels`.
    var cellModels: Property<[any ImageSearchTableViewCellModeling]> { get }
    /// The same rows as an observable array whose change sets say what changed — appended on a
    /// next page, replaced on a refresh or a new search — so that a table updates in place.
    var rows: ObservableArray<any ImageSearchTableViewCellModeling> { get }

    /// The text searched for; empty means every image.
    var searchText: Property<String> { get }
    /// The most characters a search text may have (the server's limit); ``search(_:)`` cuts a
    /// longer one.
    var maximumSearchTextLength: Int { get }
    /// The filters of the latest search as the search bar shows them ("Illustrations ·
    /// Vertical · Blue or Red"); empty when they filter nothing and keep Pixabay's order.
    var filterSummary: Property<String> { get }
    /// True while a page loads (a refresh or the next page) — the seeds' `searching`.
    var searching: Property<Bool> { get }
    /// Why the last request failed, in the user's language, until ``dismissError()`` or the
    /// next request; nil otherwise — the seeds' `errorMessage`.
    var errorMessage: Property<String?> { get }
    /// A one-line summary of the results for a status line ("120 of 500 images").
    var summaryText: Property<String> { get }

    /// False only while the first page loads and there are no rows (a centred indicator).
    var indicatorHidden: Property<Bool> { get }
    /// False only after a request failed and there are no rows (a retry view).
    var retryHidden: Property<Bool> { get }
    /// False only after a search that found nothing (a no-data view).
    var noDataHidden: Property<Bool> { get }

    /// Searches from page 1 for the given text (nil: the current ``searchText``), replacing
    /// the rows when the first page arrives. Failures end up in ``errorMessage`` and the
    /// request-list states, not in the action's errors.
    var refresh: Action<String?, Void, Never> { get }
    /// Loads the next page and appends its rows. Enabled only while nothing is loading and more
    /// pages exist; disabled after the last page or a failure, until the next refresh or
    /// ``retry()`` — the seeds' `loadNextPage`.
    var loadNextPage: Action<Void, Void, Never> { get }
    /// Where the view tells how far down the user sees the rows: the last row on screen or the
    /// selected one, whichever is further (nil when none is shown). While that is near the end,
    /// the list applies ``loadNextPage`` itself as soon as it is enabled — reaching the end while
    /// a refresh runs loads the next page once the refresh is done.
    var lastShownRow: BindingTarget<Int?> { get }

    /// Starts the search for the current text — the seeds' `startSearch()`, called once when the
    /// list first appears; words given at launch are kept in the recent searches.
    func startSearch()
    /// Searches for `text` (its first ``maximumSearchTextLength`` characters) from page 1 like
    /// ``refresh``, first stopping whatever page is loading (``refresh`` itself, like every
    /// action, refuses to start while it runs) — for the search box. The words are kept in the
    /// recent searches.
    func search(_ text: String)
    /// The search field's recall of recent searches (↑/↓), made as the field opens with the
    /// searches kept so far.
    func makeSearchField() -> any SearchFieldViewModeling
    /// A filter panel's form holding the latest search's filters; applying it searches the same
    /// words with the new filters (``applyFilters(_:)``-like: the old rows go at once).
    func makeFilterForm() -> any SearchFilterFormViewModeling
    /// Repeats what failed: the next page, keeping the rows, when a next page failed; otherwise
    /// a refresh. With no failure, a refresh.
    func retry()
    /// Clears ``errorMessage`` (the user dismissed the alert).
    func dismissError()
    /// Hands every image of the list and `index` to the shared detail view model — the seeds'
    /// `selectCellAtIndex`.
    func selectCellAtIndex(_ index: Int)
}
