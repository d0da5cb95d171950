import ImageCodec
import ImageSearchModel
import ReactiveCore

/// One row of the image list, made from an image of a search result — the seeds' cell model.
///
/// Threading: thread-safe. The texts are constants; ``getPreviewImage()`` may be called and its
/// producer started from any thread, and it sends on the injected main-queue scheduler. The
/// cached preview is guarded by a lock.
///
/// Lifetime: a preview download stops when the producer's run is disposed (a reused cell) or
/// when the cell model deinitialises; the producer does not keep the cell model alive.
public final class ImageSearchTableViewCellModel: ImageSearchTableViewCellModeling {
    /// The image's id.
    public let id: UInt64
    /// The original picture's size, "W x H".
    public let pageImageSizeText: String
    /// The tags, joined with ", ".
    public let tagText: String

    private let network: any Networking
    private let previewURL: String
    private let previewSize: ImageSize
    private let mainScheduler: any Scheduler
    private let cachedPreview = Locked<Image?>(nil)
    private let lifetime: Lifetime
    private let lifetimeToken: Lifetime.Token

    /// The row for `image`. Its preview is downloaded through `network`, decoded to fit
    /// `previewSize` (the pixel size the view draws previews at), and sent on `mainScheduler`.
    public init(image: ImageEntity, network: any Networking, previewSize: ImageSize, mainScheduler: any Scheduler = UIScheduler()) {
        id = image.id
        pageImageSizeText = image.pageImageSizeText
        tagText = image.tagText
        self.network = network
        previewURL = image.previewURL
        self.previewSize = previewSize
        self.mainScheduler = mainScheduler
        (lifetime, lifetimeToken) = Lifetime.make()
    }

    /// The preview, on the main queue: nil first, then the downloaded image, then completion;
    /// once downloaded, the image at once without the leading nil. A failed download sends
    /// nothing after the nil. Whether the image is cached is decided when the producer starts.
    public func getPreviewImage() -> SignalProducer<Image?, Never> {
        let cachedPreview = cachedPreview
        let download = network.requestImage(url: previewURL, fitting: previewSize)
            .take(during: lifetime)
            .on(value: { image in cachedPreview.withLock { $0 = image } })
            .map(Optional.some)
            .flatMapError { _ in SignalProducer<Image?, Never>.empty }
        return SignalProducer<Image?, Never> { observer, lifetime in
            let preview = cachedPreview.withLock { $0 }.map { SignalProducer<Image?, Never>(value: $0) }
                ?? SignalProducer(value: nil).concat(download)
            lifetime += preview.start(observer)
        }
        .observe(on: mainScheduler)
    }
}
