import ImageCodec
import ReactiveCore

/// What one row of the image list shows — the seeds' cell model.
///
/// Threading: the texts are constants; ``getPreviewImage(fitting:)``'s values arrive on the main
/// queue. Lifetime: a preview download stops when the cell model goes away.
public protocol ImageSearchTableViewCellModeling: AnyObject, Sendable {
    /// The image's id.
    var id: UInt64 { get }
    /// The original picture's size, "W x H".
    var pageImageSizeText: String { get }
    /// The tags, joined with ", ".
    var tagText: String { get }

    /// The preview decoded to fit `size` (the pixels the view draws it with), on the main
    /// queue: first nil (so that a reused cell shows no stale picture), then the image once
    /// downloaded, then completes. Once downloaded the image is kept, and later calls for the
    /// same size send it at once without the leading nil. A failed download sends nothing more
    /// (the row keeps its blank preview) and completes.
    func getPreviewImage(fitting size: ImageSize) -> SignalProducer<Image?, Never>
}
