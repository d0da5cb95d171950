import ImageCodec
import ReactiveCore

/// What one row of the image list shows — the seeds' cell model: the tags beside the preview,
/// the original's size under them.
///
/// Threading: the texts are constants; ``getPreviewImage(fitting:)``'s values arrive on the main
/// queue. Lifetime: a preview download stops when the cell model goes away.
public protocol ImageSearchTableViewCellModeling: PreviewRowModeling {
    /// The image's id.
    var id: UInt64 { get }
    /// The original picture's size, "W x H".
    var pageImageSizeText: String { get }
    /// The tags, joined with ", ".
    var tagText: String { get }
}

extension ImageSearchTableViewCellModeling {
    /// The tags.
    public var rowTitle: String { tagText }
    /// The original's size.
    public var rowDetail: String { pageImageSizeText }
}
