import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore

/// One row of the saved pictures: the file's name beside its preview, its size and when it was
/// saved under it ("3.4 MB · May 3, 2025 at 2:03 PM").
///
/// Threading: thread-safe; the texts are constants and ``getPreviewImage(fitting:)`` sends on the
/// injected main-queue scheduler. Lifetime: a preview's decode stops when the run is disposed or
/// the cell model goes away.
public final class SavedPictureCellModel: PreviewRowModeling {
    /// The picture.
    public let picture: SavedPicture
    /// The file's name.
    public let rowTitle: String
    /// Its size and when it was saved.
    public let rowDetail: String

    private let preview: CachedPreview
    private let lifetimeToken: Lifetime.Token

    /// The row of `picture`, previewed through `listing`, its size written by `sizes` and its date
    /// by `dates`; previews sent on `mainScheduler`.
    init(picture: SavedPicture, listing: any SavedPicturesListing, sizes: ByteSizeFormatter, dates: Date.FormatStyle, mainScheduler: any Scheduler) {
        self.picture = picture
        rowTitle = picture.fileName
        rowDetail = "\(sizes.string(from: picture.byteCount)) · \(picture.modified.formatted(dates))"
        let lifetime: Lifetime
        (lifetime, lifetimeToken) = Lifetime.make()
        preview = CachedPreview(mainScheduler: mainScheduler, lifetime: lifetime) { size in
            listing.preview(of: picture, fitting: size).flatMapError { _ in .empty }
        }
    }

    /// The preview decoded to fit `size`; see ``PreviewRowModeling/getPreviewImage(fitting:)``.
    public func getPreviewImage(fitting size: ImageSize) -> SignalProducer<Image?, Never> {
        preview.image(fitting: size)
    }
}
