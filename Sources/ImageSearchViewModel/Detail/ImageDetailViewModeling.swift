import ImageCodec
import ReactiveCore

/// What the detail screen shows of the selected image — the seeds' detail view model.
///
/// Every value is nil while no image is selected (or the selection was out of range).
/// Threading: properties send on the main queue; ``openImagePage()`` may be called from any
/// thread, the other methods on the main queue. Lifetime: an image load or a save in flight stops
/// when the view model goes away.
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

    /// Where pictures are saved; nil when no pictures folder is known.
    var picturesFolder: String? { get }
    /// Why ``picturesFolder`` is the default folder although the user's settings name another
    /// (an `XDG_PICTURES_DIR` that cannot be used), in the user's language; nil otherwise.
    var picturesFolderNote: String? { get }
    /// True while the picture is being saved.
    var isSaving: Property<Bool> { get }
    /// How the save goes: its progress ("Saving… 1.2 MB of 3.4 MB (35%)"), then where the
    /// picture went or why it was not saved, or that it was cancelled; nil before any save of the
    /// selected image.
    var saveText: Property<String?> { get }

    /// Opens the image's page in the browser through the injected external-app channel, or says
    /// in ``message`` how to open it by hand.
    func openImagePage()
    /// Saves the selected image's largest picture into the user's pictures folder, reporting in
    /// ``saveText``; does nothing while a save runs or with no selection.
    func saveImage()
    /// Stops the save under way and deletes what it wrote, saying so in ``saveText``; does
    /// nothing when none runs.
    func cancelSave()
    /// Copies the selected image's page address with `copy` (the terminal's clipboard), and
    /// says in ``message`` that it did, and what to do when it does not arrive; `copy` returns
    /// false when there is no clipboard to ask. Does nothing with no selection.
    func copyPageAddress(using copy: (String) -> Bool)
}
