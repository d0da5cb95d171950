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
    /// What became of opening the page, or why the larger picture could not be loaded; cleared
    /// by a new selection.
    public let message: Property<String?>

    private let network: any Networking
    private let externalAppChannel: any ExternalAppChanneling
    private let language: AppLanguage
    private let mainScheduler: any Scheduler
    private let selection = MutableProperty<ImageEntity?>(nil)
    private let loadedImage = MutableProperty<Image?>(nil)
    private let loading = MutableProperty(false)
    private let currentMessage = MutableProperty<String?>(nil)
    private let imageLoad = SerialDisposable()
    /// Counts the loads started, so that the events of a replaced load, already queued on the
    /// main queue, change nothing.
    private let loadGeneration = Locked(0)

    /// A detail view model with nothing selected. The larger images come from `network`, pages
    /// are opened through `externalAppChannel`, texts are written in `language` and counts
    /// grouped for `locale`; values are sent on `mainScheduler`.
    public init(
        network: any Networking,
        externalAppChannel: any ExternalAppChanneling,
        language: AppLanguage,
        locale: Locale,
        mainScheduler: any Scheduler = UIScheduler()
    ) {
        self.network = network
        self.externalAppChannel = externalAppChannel
        self.language = language
        self.mainScheduler = mainScheduler
        let counts = CountFormatter(locale: locale)
        id = selection.map { $0?.id }
        pageImageSizeText = selection.map { $0?.pageImageSizeText }
        tagText = selection.map { $0?.tagText }
        usernameText = selection.map { $0?.username }
        viewCountText = selection.map { $0.map { counts.string(from: $0.viewCount) } }
        downloadCountText = selection.map { $0.map { counts.string(from: $0.downloadCount) } }
        likeCountText = selection.map { $0.map { counts.string(from: $0.likeCount) } }
        image = Property(loadedImage)
        isLoadingImage = Property(loading)
        message = Property(currentMessage)
    }

    deinit {
        imageLoad.dispose()
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

    /// Shows `entity` (nothing for nil) and loads its larger image, cancelling the previous
    /// load. On the main queue.
    private func show(_ entity: ImageEntity?) {
        let generation = loadGeneration.withLock { generation in
            generation += 1
            return generation
        }
        imageLoad.inner = nil
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
