import AppSupport
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// The selected image, as the detail screen shows it — the seeds' detail view model, shared by
/// the list (which changes the selection) and the detail screen (which shows it).
///
/// Threading: thread-safe. ``update(imageEntities:atIndex:)`` and ``openImagePage()`` may be
/// called from any thread; every property changes on the injected main-queue scheduler, where
/// the updates are applied in the order they were made.
///
/// Lifetime: the larger image's download stops when a newer update replaces it and when the
/// view model deinitialises.
public final class ImageDetailViewModel: ImageDetailViewModelModifiable {
    /// The selected image's id.
    public let id: Property<UInt64?>
    /// The selected picture's size, "W x H".
    public let pageImageSizeText: Property<String?>
    /// The largest offered picture's size, when it is not the original's.
    public let largestOfferedSizeText: Property<String?>
    /// The sizes offered, largest first, with their pixel sizes.
    public let offeredPictureTexts: Property<[String]>
    /// The selected image's tags, joined with ", ".
    public let tagText: Property<String?>
    /// The name of the user who uploaded the selected image.
    public let usernameText: Property<String?>
    /// The view count, grouped for the injected locale.
    public let viewCountText: Property<String?>
    /// The download count, grouped for the injected locale.
    public let downloadCountText: Property<String?>
    /// The like count, grouped for the injected locale.
    public let likeCountText: Property<String?>
    /// The selected image's larger (webformat) picture, once downloaded at full size.
    public let image: Property<Image?>
    /// True while the larger picture downloads.
    public let isLoadingImage: Property<Bool>
    /// What became of opening the page or copying its address, or why the larger picture could
    /// not be loaded; cleared by a new selection.
    public let message: Property<String?>
    /// The saver's folder.
    public var picturesFolder: String? { saver.folderPath }
    /// Why the saver's folder is the default one, when the user's setting could not be used.
    public let picturesFolderNote: String?
    /// True while the picture is being saved.
    public let isSaving: Property<Bool>
    /// The save's progress, then its outcome; cleared by a new selection.
    public let saveText: Property<String?>
    /// The path of the picture saved last for the selection.
    public let savedPicturePath: Property<String?>

    private let network: any Networking
    private let externalAppChannel: any ExternalAppChanneling
    private let saver: any ImageSaving
    private let language: AppLanguage
    private let sizes: ByteSizeFormatter
    private let mainScheduler: any Scheduler
    private let selection = MutableProperty<ImageEntity?>(nil)
    private let loadedImage = MutableProperty<Image?>(nil)
    private let loading = MutableProperty(false)
    private let currentMessage = MutableProperty<String?>(nil)
    private let imageLoad = SerialDisposable()
    private let saving = MutableProperty(false)
    private let currentSaveText = MutableProperty<String?>(nil)
    private let currentSavedPath = MutableProperty<String?>(nil)
    private let saveRun = SerialDisposable()
    /// Counts the saves started and stopped, so that the events of a stopped save, already
    /// queued on the main queue, change nothing.
    private let saveGeneration = Locked(0)
    /// Counts the loads started, so that the events of a replaced load, already queued on the
    /// main queue, change nothing.
    private let loadGeneration = Locked(0)

    /// A detail view model with nothing selected. The larger images come from `network`, pages
    /// are opened through `externalAppChannel`, pictures saved by `saver` (in the default folder
    /// because of `picturesFolderFallback`, if given), texts are written in `language` and counts
    /// and sizes for `locale`; values are sent on `mainScheduler`.
    public init(
        network: any Networking,
        externalAppChannel: any ExternalAppChanneling,
        saver: any ImageSaving,
        language: AppLanguage,
        locale: Locale,
        picturesFolderFallback: PicturesFolderFallback? = nil,
        mainScheduler: any Scheduler = UIScheduler()
    ) {
        self.network = network
        self.externalAppChannel = externalAppChannel
        self.saver = saver
        self.language = language
        picturesFolderNote = picturesFolderFallback?.description(in: language)
        sizes = ByteSizeFormatter(locale: locale, language: language)
        self.mainScheduler = mainScheduler
        let counts = CountFormatter(locale: locale)
        id = selection.map { $0?.id }
        pageImageSizeText = selection.map { $0?.pageImageSizeText }
        largestOfferedSizeText = selection.map { $0?.largestOfferedSizeText }
        offeredPictureTexts = selection.map { entity in
            (entity?.offeredPictures.reversed() ?? []).map { $0.choiceText(in: language) }
        }
        tagText = selection.map { $0?.tagText }
        usernameText = selection.map { $0?.username }
        viewCountText = selection.map { $0.map { counts.string(from: $0.viewCount) } }
        downloadCountText = selection.map { $0.map { counts.string(from: $0.downloadCount) } }
        likeCountText = selection.map { $0.map { counts.string(from: $0.likeCount) } }
        image = Property(loadedImage)
        isLoadingImage = Property(loading)
        message = Property(currentMessage)
        isSaving = Property(saving)
        saveText = Property(currentSaveText)
        savedPicturePath = Property(currentSavedPath)
    }

    deinit {
        imageLoad.dispose()
        saveRun.dispose()
    }

    /// Shows the image at `index` of `imageEntities` (nothing for an index out of range) on the
    /// main queue, and loads its larger picture there, cancelling the previous load.
    public func update(imageEntities: [ImageEntity], atIndex index: Int) {
        let entity = imageEntities.indices.contains(index) ? imageEntities[index] : nil
        mainScheduler.schedule { [weak self] in self?.show(entity) }
    }

    /// Asks the external-app channel, on the calling thread, to open the selected image's page,
    /// and puts what happened in ``message`` — with the URL when the user must open it by
    /// hand. Does nothing with no selection.
    public func openImagePage() {
        guard let pageURL = selection.value?.pageURL else { return }
        let text = pageOpeningMessage(for: externalAppChannel.openURL(pageURL), pageURL: pageURL)
        mainScheduler.schedule { [currentMessage] in currentMessage.value = text }
    }

    /// Saves the selected image's largest picture (see the protocol). On the main queue.
    public func saveImage() {
        saveImage(offeredAt: 0)
    }

    /// Saves the picture of the size at `index`, largest first (see the protocol). On the main
    /// queue.
    public func saveImage(offeredAt index: Int) {
        guard let entity = selection.value, !saving.value else { return }
        let offered = Array(entity.offeredPictures.reversed())
        guard offered.indices.contains(index) else { return }
        let generation = nextSaveGeneration()
        let (saveGeneration, saving, currentSaveText, currentSavedPath, language, sizes) = (saveGeneration, saving, currentSaveText, currentSavedPath, language, sizes)
        saving.value = true
        currentSavedPath.value = nil
        currentSaveText.value = Self.saveProgressText(ImageSaveProgress(writtenBytes: 0, expectedBytes: nil), sizes: sizes, in: language)
        saveRun.inner = saver.saveImage(from: offered[index].url, id: entity.id, tags: entity.tags)
            .observe(on: mainScheduler)
            .start { event in
                guard saveGeneration.withLock({ $0 }) == generation else { return }
                switch event {
                case let .value(.progress(progress)): currentSaveText.value = Self.saveProgressText(progress, sizes: sizes, in: language)
                case let .value(.saved(path)):
                    currentSavedPath.value = path
                    currentSaveText.value = Self.savedText(path: path, in: language)
                case let .failed(error): currentSaveText.value = error.description(in: language)
                case .completed, .interrupted: break
                }
                if event.isTerminating { saving.value = false }
            }
    }

    /// Stops the save under way, saying so. On the main queue.
    public func cancelSave() {
        guard saving.value else { return }
        stopSave()
        currentSaveText.value = language.text(
            english: "Saving was cancelled; nothing was kept.",
            japanese: "保存を取り消しました。途中までのファイルは残していません。")
    }

    /// Copies the page address with `copy` and says so in ``message``. On the main queue.
    public func copyPageAddress(using copy: (String) -> Bool) {
        guard let pageURL = selection.value?.pageURL else { return }
        currentMessage.value = copy(pageURL)
            ? language.text(
                english: "Copied the page address to the clipboard: \(pageURL) (if it is not there, allow this terminal to use the clipboard — OSC 52).",
                japanese: "ページのアドレスをクリップボードにコピーしました: \(pageURL)（届かない場合は、端末のクリップボード利用（OSC 52）を許可してください）。")
            : language.text(
                english: "There is no clipboard to copy to here. The page address is \(pageURL)",
                japanese: "ここにはコピー先のクリップボードがありません。ページのアドレス: \(pageURL)")
    }

    /// Opens the saved picture through the external-app channel and says what happened. On the
    /// main queue.
    public func openSavedPicture() {
        guard let path = currentSavedPath.value else { return }
        currentMessage.value = PictureFileMessages(language: language).opened(externalAppChannel.openFile(atPath: path), path: path)
    }

    /// Copies the saved picture's path with `copy` and says so. On the main queue.
    public func copySavedPicturePath(using copy: (String) -> Bool) {
        guard let path = currentSavedPath.value else { return }
        currentMessage.value = PictureFileMessages(language: language).copied(copy(path), path: path)
    }

    /// Stops the save under way, if any, without a word; its queued events change nothing.
    private func stopSave() {
        _ = nextSaveGeneration()
        saveRun.inner = nil
        saving.value = false
    }

    private func nextSaveGeneration() -> Int {
        saveGeneration.withLock { generation in
            generation += 1
            return generation
        }
    }

    /// "Saving the picture… 1.2 MB of 3.4 MB (35%)", or without the total when it is unknown.
    private static func saveProgressText(_ progress: ImageSaveProgress, sizes: ByteSizeFormatter, in language: AppLanguage) -> String {
        let written = sizes.string(from: progress.writtenBytes)
        guard let expected = progress.expectedBytes, let fraction = progress.fraction else {
            return language.text(english: "Saving the picture… \(written) — Esc cancels", japanese: "画像を保存中… \(written) — Esc で取り消し")
        }
        let total = sizes.string(from: expected)
        let percent = Int((fraction * 100).rounded(.down))
        return language.text(
            english: "Saving the picture… \(written) of \(total) (\(percent)%) — Esc cancels",
            japanese: "画像を保存中… \(total) 中 \(written)（\(percent)%）— Esc で取り消し")
    }

    /// Where the picture went, and what `o` and `c` now do.
    private static func savedText(path: String, in language: AppLanguage) -> String {
        language.text(
            english: "Saved the picture as \(path) — o opens it, c copies its path",
            japanese: "画像を保存しました: \(path) — o で開く、c でパスをコピー")
    }

    /// Shows `entity` (nothing for nil) and loads its larger image, cancelling the previous
    /// load and any save. On the main queue.
    private func show(_ entity: ImageEntity?) {
        let generation = loadGeneration.withLock { generation in
            generation += 1
            return generation
        }
        imageLoad.inner = nil
        stopSave()
        currentSaveText.value = nil
        currentSavedPath.value = nil
        selection.value = entity
        currentMessage.value = nil
        loadedImage.value = nil
        loading.value = entity != nil
        guard let entity else { return }
        let loadGeneration = loadGeneration
        let (loadedImage, loading, currentMessage, language) = (loadedImage, loading, currentMessage, language)
        imageLoad.inner = network.requestImage(url: entity.imageURL)
            .observe(on: mainScheduler)
            .start { event in
                guard loadGeneration.withLock({ $0 }) == generation else { return }
                switch event {
                case let .value(image): loadedImage.value = image
                case let .failed(error): currentMessage.value = Self.imageFailureMessage(for: error, in: language)
                case .completed, .interrupted: break
                }
                if event.isTerminating { loading.value = false }
            }
    }

    /// What the user reads when the larger image could not be loaded.
    private static func imageFailureMessage(for error: NetworkError, in language: AppLanguage) -> String {
        language.text(
            english: "The larger image could not be loaded. \(error.description(in: language))",
            japanese: "大きな画像を読み込めませんでした。\(error.description(in: language))")
    }

    /// What the user reads after asking to open the image's page.
    private func pageOpeningMessage(for outcome: ExternalAppOutcome, pageURL: String) -> String {
        switch outcome {
        case .opened:
            language.text(
                english: "The image's page was opened in your web browser.",
                japanese: "画像のページをウェブブラウザで開きました。")
        case .noOpener:
            language.text(
                english: "No web browser could be started here. Open this address yourself: \(pageURL)",
                japanese: "ここではウェブブラウザを起動できません。次のアドレスをご自分で開いてください: \(pageURL)")
        case .failed:
            language.text(
                english: "The web browser could not be started. Open this address yourself: \(pageURL)",
                japanese: "ウェブブラウザを起動できませんでした。次のアドレスをご自分で開いてください: \(pageURL)")
        }
    }
}
