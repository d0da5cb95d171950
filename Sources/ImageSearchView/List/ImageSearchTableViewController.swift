import AppSupport
import Foundation
import ImageCodec
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// The image list — the seeds' `ImageSearchTableViewController`: a search bar, the results
/// with previews, a status line with the keys and a summary.
///
/// It binds and does not decide: rows, loading, empty states, errors and texts all come from
/// ``viewModel`` (property-injected by the composition root), and keys become calls on it.
/// Searching starts the first time the screen appears. Keys: `/` opens the search field (Enter
/// searches, Esc cancels; it takes at most the view model's `maximumSearchTextLength` characters
/// and says so when full), `f` opens the filter panel (``SearchFiltersViewController``) on the
/// view model's filter form, `r` refreshes or retries, Enter opens the selected image in the
/// screen ``detailViewControllerFactory`` makes, `p` the saved pictures in the one
/// ``savedPicturesViewControllerFactory`` makes, `?` shows the keys and where pictures are saved.
/// In the search field ↑ and ↓ bring back recent searches (the view model's search field). The table tells the view
/// model how far down the user sees, and the view model loads the next page near the end. The search bar shows the words and the active filters.
///
/// Main actor only.
@MainActor
public final class ImageSearchTableViewController: ViewController {
    /// The list's view model; set it before the screen is shown.
    public var viewModel: (any ImageSearchTableViewModeling)? {
        didSet { if isViewLoaded { bindViewModel() } }
    }

    /// Makes the detail screen pushed when a row is opened (the composition root resolves it).
    public var detailViewControllerFactory: (@MainActor () -> ViewController?)?
    /// Makes the saved pictures' screen pushed by `p` (the composition root resolves it).
    public var savedPicturesViewControllerFactory: (@MainActor () -> ViewController?)?

    private static let cellIdentifier = "image"

    private let text: ImageSearchViewText
    private let table = TableView()
    private let searchLabel = Label(style: Style(attributes: .bold))
    private let filtersLabel = Label()
    private let searchPrompt: Label
    private let searchField = TextField()
    private let searchLimitNote = Label(style: Style(attributes: .dim))
    private let searchEditor = StackView(axis: .horizontal, spacing: 1)
    /// The words searched and the active filters, where the search field opens.
    private let searchBar = StackView(axis: .horizontal, spacing: 3)
    private let centredIndicator: ActivityIndicator
    private let noDataLabel = Label(alignment: .center, numberOfLines: 0)
    private let retryLabel: Label
    private let footerIndicator: ActivityIndicator
    private let statusLine: StatusLine
    private let bindings = SerialDisposable()
    /// The open search field's recall of recent searches; nil while the field is closed.
    private var searchFieldModel: (any SearchFieldViewModeling)?
    private weak var errorAlert: AlertController?
    private var summary = "" {
        didSet { updateStatusMessage() }
    }

    /// A list screen whose own texts are in `language`.
    public init(language: AppLanguage) {
        text = ImageSearchViewText(language: language)
        searchPrompt = Label(text.searchPrompt, style: Style(attributes: .bold))
        centredIndicator = ActivityIndicator(message: text.searching)
        retryLabel = Label(text.retry, alignment: .center, numberOfLines: 0)
        footerIndicator = ActivityIndicator(message: text.loadingMore)
        statusLine = StatusLine(hints: text.listHints.map { KeyHint($0.key, $0.action) })
        super.init()
    }

    deinit {
        bindings.dispose()
    }

    public override func loadView() -> View {
        table.register(ImageSearchTableViewCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.rowHeight = ImageSearchTableViewCell.rowHeight
        table.footerView = footerIndicator
        searchField.placeholder = text.searchPlaceholder
        searchEditor.addArrangedSubview(searchPrompt, size: .fit)
        searchEditor.addArrangedSubview(searchField, size: .fill)
        searchEditor.addArrangedSubview(searchLimitNote, size: .fit)
        searchLimitNote.isHidden = true
        searchEditor.isHidden = true

        searchBar.addArrangedSubview(searchLabel, size: .fit)
        searchBar.addArrangedSubview(filtersLabel, size: .fill)
        let header = ContainerView()
        header.addSubview(searchBar)
        header.addSubview(searchEditor)
        let emptyState = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 2), alignment: .center, arrangedSubviews: [
            (View(), .fill), (centredIndicator, .fit), (noDataLabel, .fit), (retryLabel, .fit), (View(), .fill),
        ])
        let body = ContainerView()
        body.addSubview(table)
        body.addSubview(emptyState)
        return StackView(axis: .vertical, arrangedSubviews: [(header, .fixed(1)), (body, .fill), (statusLine, .fixed(1))])
    }

    public override func viewDidLoad() {
        table.reactive.rowActivated.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.open(row: row) }
        }
        table.reactive.selectedRow.observeValues { [weak self] _ in
            MainActor.assumeIsolated { self?.updateStatusMessage() }
        }
        searchField.reactive.submitted.observeValues { [weak self] query in
            MainActor.assumeIsolated { self?.endSearchEditing(searchingFor: query) }
        }
        searchField.reactive.continuousTextValues.observeValues { [weak self] _ in
            MainActor.assumeIsolated { self?.updateSearchLimitNote() }
        }
        reactive.viewWillAppear.take(first: 1).observeValues { [weak self] in
            MainActor.assumeIsolated { self?.viewModel?.startSearch() }
        }
        bindViewModel()
    }

    public override func viewWillAppear() {
        navigationController?.trailingText = viewModel?.attributionText ?? ""
    }

    /// An error that came while another screen was on top is shown on coming back.
    public override func viewDidAppear() {
        if errorAlert == nil, let message = viewModel?.errorMessage.value { showError(message) }
    }

    /// `/`, `f`, `r`, `p` and `?` on the list; in the search field, ↑ and ↓ recall recent
    /// searches and Esc cancels it.
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .character("/"): beginSearchEditing()
        case .character("f"): showFilters()
        case .character("r"): viewModel?.retry()
        case .character("p"): showSavedPictures()
        case .character("?"): showKeys()
        case .up where !searchEditor.isHidden: recall(searchFieldModel?.older(than: searchField.text))
        case .down where !searchEditor.isHidden: recall(searchFieldModel?.newer())
        case .escape where !searchEditor.isHidden: endSearchEditing(searchingFor: nil)
        default: return false
        }
        return true
    }

    // MARK: Binding

    private func bindViewModel() {
        guard let viewModel else {
            bindings.inner = nil
            return
        }
        title = viewModel.title
        searchField.maximumLength = viewModel.maximumSearchTextLength
        searchLimitNote.text = text.searchLimitReached(viewModel.maximumSearchTextLength)
        let text = text
        let composite = CompositeDisposable()
        composite.add(viewModel.rows.bind(to: table) { cellModel, row, table in
            let cell = table.dequeueReusableCell(ImageSearchTableViewCell.self, withIdentifier: Self.cellIdentifier, for: row)
            cell.show(cellModel, previewPixelSize: ImageSearchTableViewCell.previewPixelSize(for: table.window?.graphics ?? .halfBlocks))
            return cell
        })
        composite.add(searchLabel.reactive.text <~ viewModel.searchText.map { $0.isEmpty ? text.allImages : text.searchLabel(for: $0) })
        composite.add(filtersLabel.reactive.text <~ viewModel.filterSummary.map { $0.isEmpty ? "" : text.filtersLabel(for: $0) })
        composite.add(centredIndicator.reactive.isAnimating <~ viewModel.indicatorHidden.negate())
        composite.add(noDataLabel.reactive.isHidden <~ viewModel.noDataHidden)
        composite.add(noDataLabel.reactive.text <~ viewModel.searchText.combineLatest(with: viewModel.filterSummary).map { words, filters in
            text.noResults(for: words, filtered: !filters.isEmpty)
        })
        composite.add(viewModel.lastShownRow <~ SignalProducer(value: table.lastShownRow).concat(SignalProducer(table.reactive.lastShownRow)))
        composite.add(retryLabel.reactive.isHidden <~ viewModel.retryHidden)
        composite.add(footerIndicator.reactive.isAnimating <~ viewModel.searching.and(viewModel.indicatorHidden))
        composite.add(reactive.makeBindingTarget { controller, summary in controller.summary = summary } <~ viewModel.summaryText)
        // After the table's own binding, so that the position counts the rows just added.
        composite.add(reactive.makeBindingTarget { controller, _ in controller.updateStatusMessage() } <~ viewModel.rows.signal.map { _ in () })
        composite.add(reactive.makeBindingTarget { controller, message in controller.showError(message) } <~ viewModel.errorMessage)
        bindings.inner = composite
    }

    /// The selected row's position, then the view model's summary: "12/500 · 500 of 500 images".
    private func updateStatusMessage() {
        let position = table.selectedRow.map { "\($0 + 1)/\(table.numberOfRows)" }
        statusLine.message = [position, summary.isEmpty ? nil : summary].compactMap { $0 }.joined(separator: " · ")
    }

    // MARK: Actions

    private func open(row: Int) {
        viewModel?.selectCellAtIndex(row)
        if let makeDetail = detailViewControllerFactory, let detail = makeDetail() { navigationController?.push(detail) }
    }

    private func beginSearchEditing() {
        searchFieldModel = viewModel?.makeSearchField()
        searchField.text = viewModel?.searchText.value ?? ""
        updateSearchLimitNote()
        searchBar.isHidden = true
        searchEditor.isHidden = false
        searchField.becomeFocused()
    }

    /// Says beside the field that it is full, while it is: the server takes no more.
    private func updateSearchLimitNote() {
        searchLimitNote.isHidden = !searchField.isFull
    }

    /// Shows a recalled search in the field, cursor at its end; nothing for nil.
    private func recall(_ search: String?) {
        guard let search else { return }
        searchField.text = search
        updateSearchLimitNote()
    }

    /// Closes the search field; searches for `query` unless it is nil (cancelled).
    private func endSearchEditing(searchingFor query: String?) {
        searchFieldModel = nil
        searchEditor.isHidden = true
        searchBar.isHidden = false
        table.becomeFocused()
        if let query {
            viewModel?.search(query.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Shows `message` in an alert, replacing an earlier one; takes the alert away when the
    /// message is gone (a retry succeeded).
    private func showError(_ message: String?) {
        errorAlert?.dismiss()
        guard let message else { return }
        let alert = AlertController(title: text.errorTitle, message: message)
        alert.addAction(AlertAction(title: text.dismiss, style: .cancel) { [weak self] _ in self?.viewModel?.dismissError() })
        errorAlert = alert
        present(alert)
    }

    /// Shows the filter panel over the list, on a form of the latest search's filters.
    private func showFilters() {
        guard let viewModel else { return }
        present(SearchFiltersViewController(form: viewModel.makeFilterForm(), language: text.language))
    }

    /// Pushes the saved pictures' screen.
    private func showSavedPictures() {
        if let makeSavedPictures = savedPicturesViewControllerFactory, let screen = makeSavedPictures() { navigationController?.push(screen) }
    }

    private func showKeys() {
        let graphics = view.window?.graphics ?? .halfBlocks
        let folder = text.picturesFolderLines(folder: viewModel?.picturesFolder, note: viewModel?.picturesFolderNote)
        let help = AlertController(
            title: text.keysTitle,
            message: text.keysHelp + "\n" + TerminalKeysHelp.text(in: text.language) + "\n\n" + text.pictures(graphics) + "\n" + folder)
        help.messageAlignment = .leading
        help.addAction(AlertAction(title: text.close, style: .cancel))
        present(help)
    }
}
