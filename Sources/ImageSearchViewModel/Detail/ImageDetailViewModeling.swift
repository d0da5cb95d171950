import ImageCodec
import ReactiveCore

/// What the detail screen shows of the selected image — the seeds' detail view model.
///
/// Every value is nil while no image is selected (or the selection was out of range).
/// Threading: properties send on the main queue; ``openImagePage()`` may be called from any
/// thread. Lifetime: an image load in flight stops when the view model goes away.
public protocol ImageDetailViewModeling: AnyObject, Sendable {
    /// The image's id.
    var id: Property<UInt64?> { get }
    /// The original picture's size, "W x H".
    var pageImageSizeText: Property<String?> { get }
    /// The tags, joined with ", ".
    var tagText: Property<String?> { get }
    /// The uploader's name.
    var usernameText: Property<String?> { get }
    /// The view count, formatted for the user's locale ("123,456,789"; "123.456.789" in German).
    var viewCountText: Property<String?> { get }
    /// The download count, formatted likewise.
    var downloadCountText: Property<String?> { get }
    /// The like count, formatted likewise.
    var likeCountText: Property<String?> { get }
    /// The larger image, once loaded; nil while loading, after a failure, or with no selection.
    var image: Property<Image?> { get }
    /// True while the larger image loads.
    var isLoadingImage: Property<Bool> { get }
    /// A message for the user about the last action or the image (the page could not be opened
    /// and here is its URL; the image could not be loaded), nil when there is none.
    var message: Property<String?> { get }

    /// Opens the image's page in the browser through the injected external-app channel, or says
    /// in ``message`` how to open it by hand.
    func openImagePage()
}
