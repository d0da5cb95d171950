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
    /// The size of the largest picture the server offers, "W x H", when it is not the original's
    /// (the server will not give the original: the screen then says both); nil when it is.
    var largestOfferedSizeText: Property<String?> { get }
    /// The sizes the answer offers, largest first, each with its pixel size ("Original — 4000 x
    /// 2667", "Large — 1280 x 853"…): what ``saveImage(offeredAt:)`` picks from.
    var offeredPictureTexts: Property<[String]> { get }
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
    /// picture went (and that `o` opens it and `c` copies its path) or why it was not saved, or
    /// that it was cancelled; nil before any save of the selected image.
    var saveText: Property<String?> { get }
    /// Where the last save of the selected image put the picture; nil before one succeeded, and
    /// again while another save runs.
    var savedPicturePath: Property<String?> { get }

    /// Opens the image's page in the browser through the injected external-app channel, or says
    /// in ``message`` how to open it by hand.
    func openImagePage()
    /// Saves the selected image's largest picture into the user's pictures folder, reporting in
    /// ``saveText``; does nothing while a save runs or with no selection.
    func saveImage()
    /// Saves the picture of the size at `index` of ``offeredPictureTexts`` like ``saveImage()``;
    /// an index out of range does nothing.
    func saveImage(offeredAt index: Int)
    /// Asks the external-app channel to open the saved picture (``savedPicturePath``) with the
    /// desktop's program for it, and says in ``message`` what happened — with the path when the
    /// user must open it by hand. Does nothing before a save.
    func openSavedPicture()
    /// Copies the saved picture's path with `copy` (the terminal's clipboard) and says so in
    /// ``message``, as ``copyPageAddress(using:)`` does for the page. Does nothing before a save.
    func copySavedPicturePath(using copy: (String) -> Bool)
    /// Stops the save under way and deletes what it wrote, saying so in ``saveText``; does
    /// nothing when none runs.
    func cancelSave()
    /// Copies the selected image's page address with `copy` (the terminal's clipboard), and
    /// says in ``message`` that it did, and what to do when it does not arrive; `copy` returns
    /// false when there is no clipboard to ask. Does nothing with no selection.
    func copyPageAddress(using copy: (String) -> Bool)
}
