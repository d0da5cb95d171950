import AppSupport
import ImageSearchViewModel
import ReactiveCore
import TerminalUI

/// The detail screen of one image — the seeds' `ImageDetailViewController`: the larger image
/// fitted to the screen (aspect ratio kept), its tags, uploader, size (and the largest size the
/// server offers, when that is not the original's) and counts, and an action sheet (`o` or Enter)
/// to open the image's page in the browser. `s` saves the largest picture into the pictures
/// folder (its progress and outcome on a line of their own), `S` lists the sizes offered to pick
/// the one to save, `c` copies the page's address to the terminal's clipboard (OSC 52), `?` lists
/// the keys. Once a picture is saved, `o` opens it in the desktop's program for pictures and `c`
/// copies its path (the status line says so; the action sheet, on Enter, offers the page and the
/// picture). Esc cancels a save under way, otherwise goes back (the navigation controller's key);
/// leaving the screen cancels the save too.
///
/// It binds and does not decide: everything comes from ``viewModel`` (property-injected by the
/// composition root; the list shares it and sets the selection). Main actor only.
@MainActor
public final class ImageDetailViewController: ViewController {
    /// The detail's view model; set it before the screen is shown.
    public var viewModel: (any ImageDetailViewModeling)? {
        didSet { if isViewLoaded { bindViewModel() } }
    }

    private let text: ImageSearchViewText
    private let imageView = ImageView()
    private let tagsLabel = Label(numberOfLines: 2)
    private let ownerLabel = Label()
    private let countsLabel = Label()
    private let messageLabel = Label(style: Style(attributes: .bold), numberOfLines: 0)
    private let saveLabel = Label(numberOfLines: 0)
    private let statusLine: StatusLine
    private let bindings = SerialDisposable()

    /// A detail screen whose own texts are in `language`.
    public init(language: AppLanguage) {
        text = ImageSearchViewText(language: language)
        statusLine = StatusLine(hints: text.detailHints(pictureSaved: false).map { KeyHint($0.key, $0.action) })
        super.init(title: text.detailTitle)
    }

    deinit {
        bindings.dispose()
    }

    public override func loadView() -> View {
        let details = StackView(axis: .vertical, padding: EdgeInsets(horizontal: 1), arrangedSubviews: [
            (tagsLabel, .fit), (ownerLabel, .fixed(1)), (countsLabel, .fixed(1)), (saveLabel, .fit), (messageLabel, .fit),
        ])
        return StackView(axis: .vertical, spacing: 1, arrangedSubviews: [(imageView, .fill), (details, .fit), (statusLine, .fixed(1))])
    }

    public override func viewDidLoad() {
        bindViewModel()
    }

    /// Leaving the screen stops a save under way.
    public override func viewWillDisappear() {
        viewModel?.cancelSave()
    }

    /// Enter offers the page (and the saved picture), `o` opens the saved picture or offers the
    /// page, `s` saves, `S` offers the sizes to save, `c` copies the saved picture's path or the
    /// page's address, `?` lists the keys, Esc cancels a save under way (otherwise it goes on to
    /// go back).
    public override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty || event.modifiers == .shift, let viewModel else { return false }
        let pictureSaved = viewModel.savedPicturePath.value != nil
        switch event.key {
        case .enter: showPageActions()
        case .character("o") where pictureSaved: viewModel.openSavedPicture()
        case .character("o"): showPageActions()
        case .character("s"): viewModel.saveImage()
        case .character("S"): showSizes()
        case .character("c") where pictureSaved: viewModel.copySavedPicturePath(using: copyToClipboard)
        case .character("c"): viewModel.copyPageAddress(using: copyToClipboard)
        case .character("?"): showKeys()
        case .escape where viewModel.isSaving.value: viewModel.cancelSave()
        default: return false
        }
        return true
    }

    private func bindViewModel() {
        guard let viewModel else {
            bindings.inner = nil
            return
        }
        let text = text
        let composite = CompositeDisposable()
        composite += reactive.title <~ viewModel.id.map { id in id.map { "\(text.detailTitle) \($0)" } ?? text.detailTitle }
        composite += imageView.reactive.image <~ viewModel.image
        composite += imageView.reactive.placeholder <~ viewModel.isLoadingImage.map { $0 ? text.loadingImage : text.noImage }
        composite += tagsLabel.reactive.text <~ viewModel.tagText.map { "\(text.tags): \($0 ?? "")" }
        composite += ownerLabel.reactive.text <~ Property.combineLatest(viewModel.usernameText, viewModel.pageImageSizeText, viewModel.largestOfferedSizeText)
            .map { user, size, largest in
                "\(text.user): \(user ?? "")   \(text.size): \(text.sizeText(size ?? "", largestOffered: largest))"
            }
        composite += countsLabel.reactive.text <~ Property.combineLatest(viewModel.viewCountText, viewModel.downloadCountText, viewModel.likeCountText)
            .map { views, downloads, likes in
                "\(text.views): \(views ?? "")   \(text.downloads): \(downloads ?? "")   \(text.likes): \(likes ?? "")"
            }
        composite += messageLabel.reactive.text <~ viewModel.message.map { $0 ?? "" }
        composite += messageLabel.reactive.isHidden <~ viewModel.message.map { $0 == nil }
        composite += saveLabel.reactive.text <~ viewModel.saveText.map { $0 ?? "" }
        composite += saveLabel.reactive.isHidden <~ viewModel.saveText.map { $0 == nil }
        composite += reactive.makeBindingTarget { controller, saved in
            controller.statusLine.hints = text.detailHints(pictureSaved: saved).map { KeyHint($0.key, $0.action) }
        } <~ viewModel.savedPicturePath.map { $0 != nil }
        bindings.inner = composite
    }

    /// Puts `text` on the terminal's clipboard; false when there is no window to ask.
    private func copyToClipboard(_ text: String) -> Bool {
        view.window?.copyToClipboard(text) ?? false
    }

    /// Lists the sizes the answer offers, largest first, and saves the one chosen.
    private func showSizes() {
        guard let viewModel, !viewModel.offeredPictureTexts.value.isEmpty else { return }
        let list = ChoiceListController(
            title: text.saveSizeTitle, options: viewModel.offeredPictureTexts.value, selectedIndices: [0], hint: text.saveSizeHint)
        list.chosen.observeValues { [weak viewModel] selection in
            if let index = selection.first { viewModel?.saveImage(offeredAt: index) }
        }
        present(list)
    }

    private func showKeys() {
        let help = AlertController(title: text.keysTitle, message: text.detailKeysHelp(picturesFolder: viewModel?.picturesFolder, note: viewModel?.picturesFolderNote))
        help.messageAlignment = .leading
        help.addAction(AlertAction(title: text.close, style: .cancel))
        present(help)
    }

    /// The page's actions; once a picture was saved, the picture's first.
    private func showPageActions() {
        let sheet = AlertController(title: text.pageActionsTitle, preferredStyle: .actionSheet)
        if viewModel?.savedPicturePath.value != nil {
            sheet.addAction(AlertAction(title: text.openSavedPicture) { [weak self] _ in self?.viewModel?.openSavedPicture() })
            sheet.addAction(AlertAction(title: text.copyPicturePath) { [weak self] _ in
                guard let self else { return }
                viewModel?.copySavedPicturePath(using: copyToClipboard)
            })
            sheet.addAction(AlertAction(title: text.openInBrowser) { [weak self] _ in self?.viewModel?.openImagePage() })
            sheet.addAction(AlertAction(title: text.copyPageAddress) { [weak self] _ in
                guard let self else { return }
                viewModel?.copyPageAddress(using: copyToClipboard)
            })
        } else {
            sheet.addAction(AlertAction(title: text.openInBrowser) { [weak self] _ in self?.viewModel?.openImagePage() })
        }
        sheet.addAction(AlertAction(title: text.cancel, style: .cancel))
        present(sheet)
    }
}
