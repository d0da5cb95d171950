import ImageCodec
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore

/// A detail view model that records the selections handed to it.
final class MockDetailViewModel: ImageDetailViewModelModifiable {
    /// One call of `update(imageEntities:atIndex:)`.
    struct Update: Equatable, Sendable {
        let imageEntities: [ImageEntity]
        let index: Int
    }

    let id = Property<UInt64?>(value: nil)
    let pageImageSizeText = Property<String?>(value: nil)
    let largestOfferedSizeText = Property<String?>(value: nil)
    let offeredPictureTexts = Property<[String]>(value: [])
    let tagText = Property<String?>(value: nil)
    let usernameText = Property<String?>(value: nil)
    let viewCountText = Property<String?>(value: nil)
    let downloadCountText = Property<String?>(value: nil)
    let likeCountText = Property<String?>(value: nil)
    let image = Property<Image?>(value: nil)
    let isLoadingImage = Property(value: false)
    let message = Property<String?>(value: nil)
    let picturesFolder: String? = nil
    let picturesFolderNote: String? = nil
    let isSaving = Property(value: false)
    let saveText = Property<String?>(value: nil)
    let savedPicturePath = Property<String?>(value: nil)

    private let updateLog = Log<Update>()

    /// Every update, in order.
    var updates: [Update] { updateLog.values }

    func update(imageEntities: [ImageEntity], atIndex index: Int) {
        updateLog.append(Update(imageEntities: imageEntities, index: index))
    }

    func openImagePage() {}
    func saveImage() {}
    func cancelSave() {}
    func copyPageAddress(using copy: (String) -> Bool) {}
    func saveImage(offeredAt index: Int) {}
    func openSavedPicture() {}
    func copySavedPicturePath(using copy: (String) -> Bool) {}
}
