import ImageCodec
import ImageSearchModel
import ReactiveCore

/// One row of the image list, made from an image of a search result — the seeds' cell model.
///
/// Threading: thread-safe. The texts are constants; ``getPreviewImage(fitting:)`` may be called and its
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

    private let preview: CachedPreview
    private let lifetimeToken: Lifetime.Token

    /// The row for `image`. Its preview is downloaded through `network`, decoded to fit the
    /// size the view asks for, and sent on `mainScheduler`.
    public init(image: ImageEntity, network: any Networking, mainScheduler: any Scheduler = UIScheduler()) {
        id = image.id
        pageImageSizeText = image.pageImageSizeText
        tagText = image.tagText
        let previewURL = image.previewURL
        let lifetime: Lifetime
        (lifetime, lifetimeToken) = Lifetime.make()
        preview = CachedPreview(mainScheduler: mainScheduler, lifetime: lifetime) { size in
            network.requestImage(url: previewURL, fitting: size).flatMapError { _ in .empty }
        }
    }

    /// The preview decoded to fit `size`, on the main queue: nil first, then the downloaded
    /// image, then completion; once downloaded at that size, the image at once without the
    /// leading nil. A failed download sends nothing after the nil. Whether the image is cached
    /// is decided when the producer starts; the preview of the last size asked is kept.
    public func getPreviewImage(fitting size: ImageSize) -> SignalProducer<Image?, Never> {
        preview.image(fitting: size)
    }
}
