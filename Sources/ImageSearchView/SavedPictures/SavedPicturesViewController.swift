import AppSupport
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// The pictures saved from Image Search, pushed from the list with `p`: the folder and the order
/// on the first line, then the pictures newest first — each row a preview, the file's name, its
/// size and when it was saved — and a status line with the keys and the count. Enter (or `o`, or a
/// double click) opens the selected picture in the desktop's program for pictures, `c` copies its
/// path, `r` reads the folder again, `?` lists the keys; Esc goes back. The folder is read each
/// time the screen appears.
///
/// It binds and does not decide: everything comes from ``viewModel`` (property-injected by the
/// composition root). Main actor only.
@MainActor
public final class SavedPicturesViewController: ViewController {
    /// The screen's view model; set it before the screen is shown.
    public var viewModel: (any SavedPicturesViewModeling)? {
        didSet { if isViewLoaded { bindViewModel() } }
    }

    private static let cellIdentifier = "picture"

    private let text: ImageSearchViewText
    private let folderLabel = Label(style: Style(attributes: .dim))
    private let table = TableView()
    private let indicator: ActivityIndicator
    private let emptyLabel = Label(alignment: .center, numberOfLines: 0)
    private let messageLabel = Label(style: Style(attributes: .bold), numberOfLines: 0)
    private let statusLine: StatusLine
    private let bindings = SerialDisposable()

    /// A screen whose own texts are in `language`.
    public init(language: AppLanguage) {
        text = ImageSearchViewText(language: language)
        indicator = ActivityIndicator(message: text.readingFolder)
        statusLine = StatusLine(hints: text.savedPicturesHints.map { KeyHint($0.key, $0.action) })
        super.init()
    }

    deinit {
        bindings.dispose()
    }

    public override func loadView() -> View {
        table.register(ImageSearchTableViewCell.self, forReuseIdentifier: Self.cellIdentifier)
        table.rowHeight = ImageSearchTableViewCell.rowHeight
        let emptyState = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(horizontal: 2), alignment: .center, arrangedSubviews: [
            (View(), .fill), (indicator, .fit), (emptyLabel, .fit), (View(), .fill),
        ])
        let body = ContainerView()
        body.addSubview(table)
        body.addSubview(emptyState)
        let header = StackView(axis: .horizontal, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [(folderLabel, .fill)])
        let message = StackView(axis: .vertical, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [(messageLabel, .fit)])
        return StackView(axis: .vertical, arrangedSubviews: [(header, .fixed(1)), (body, .fill), (message, .fit), (statusLine, .fixed(1))])
    }

    public override func viewDidLoad() {
        table.reactive.rowActivated.observeValues { [weak self] row in
            MainActor.assumeIsolated { self?.viewModel?.openPicture(at: row) }
        }
        table.reactive.selectedRow.observeValues { [weak self] _ in
            MainActor.assumeIsolated { self?.updateStatusMessage() }
        }
        bindViewModel()
    }

    /// Reads the folder each time the screen appears (a picture may have been saved since).
    public override func viewWillAppear() {
        viewModel?.reload()
    }

    /// `o` opens the selected picture (as Enter does), `c` copies its path, `r` reads the folder
    /// again, `?` lists the keys.
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let viewModel else { return false }
        switch event.key {
        case .character("o"):
            if let row = table.selectedRow { viewModel.openPicture(at: row) }
        case .character("c"):
            if let row = table.selectedRow { viewModel.copyPath(at: row) { [weak self] path in self?.view.window?.copyToClipboard(path) ?? false } }
        case .character("r"): viewModel.reload()
        case .character("?"): showKeys()
        default: return false
        }
        return true
    }

    private func bindViewModel() {
        guard let viewModel else {
            bindings.inner = nil
            return
        }
        title = viewModel.title
        folderLabel.text = viewModel.folderText
        let composite = CompositeDisposable()
        composite.add(viewModel.rows.bind(to: table) { row, index, table in
            let cell = table.dequeueReusableCell(ImageSearchTableViewCell.self, withIdentifier: Self.cellIdentifier, for: index)
            cell.show(row, previewPixelSize: ImageSearchTableViewCell.previewPixelSize(for: table.window?.graphics ?? .halfBlocks))
            return cell
        })
        composite.add(indicator.reactive.isAnimating <~ viewModel.isLoading)
        composite.add(emptyLabel.reactive.text <~ viewModel.emptyText.map { $0 ?? "" })
        composite.add(emptyLabel.reactive.isHidden <~ viewModel.emptyText.map { $0 == nil })
        composite.add(messageLabel.reactive.text <~ viewModel.message.map { $0 ?? "" })
        composite.add(messageLabel.reactive.isHidden <~ viewModel.message.map { $0 == nil })
        composite.add(reactive.makeBindingTarget { controller, _ in controller.updateStatusMessage() } <~ viewModel.summaryText.producer.map { _ in () })
        composite.add(reactive.makeBindingTarget { controller, _ in controller.updateStatusMessage() } <~ viewModel.rows.signal.map { _ in () })
        bindings.inner = composite
    }

    /// The selected row's position, then the count: "2/12 · 12 pictures".
    private func updateStatusMessage() {
        let position = table.selectedRow.map { "\($0 + 1)/\(table.numberOfRows)" }
        let summary = viewModel?.summaryText.value ?? ""
        statusLine.message = [position, summary.isEmpty ? nil : summary].compactMap { $0 }.joined(separator: " · ")
    }

    private func showKeys() {
        let help = AlertController(title: text.keysTitle, message: text.savedPicturesKeysHelp + "\n\n" + (viewModel?.folderText ?? ""))
        help.messageAlignment = .leading
        help.addAction(AlertAction(title: text.close, style: .cancel))
        present(help)
    }
}
