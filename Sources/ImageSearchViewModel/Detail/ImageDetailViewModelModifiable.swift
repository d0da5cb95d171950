import ImageSearchModel

/// The detail view model as the list sees it: it can change the selection — the seeds'
/// `ImageDetailViewModelModifiable`. The list and the detail screen share one instance.
public protocol ImageDetailViewModelModifiable: ImageDetailViewModeling {
    /// Shows the image at `index` of `imageEntities` (an index out of range clears everything)
    /// and loads its larger image, cancelling the previous load.
    func update(imageEntities: [ImageEntity], atIndex index: Int)
}
