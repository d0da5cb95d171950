import ImageCodec
import ReactiveCore

/// What a row with a preview shows — a picture at the left, a line of text and a dimmer line
/// under it: the image list's rows and the saved pictures' alike.
///
/// Threading: the texts are constants; ``getPreviewImage(fitting:)``'s values arrive on the main
/// queue. Lifetime: a preview's load stops when the row's model goes away.
public protocol PreviewRowModeling: AnyObject, Sendable {
    /// The first line, beside the preview.
    var rowTitle: String { get }
    /// The line under it.
    var rowDetail: String { get }

    /// The preview decoded to fit `size` (the pixels the view draws it with), on the main
    /// queue: first nil (so that a reused cell shows no stale picture), then the image once
    /// loaded, then completes. Once loaded the image is kept, and later calls for the same size
    /// send it at once without the leading nil. A failed load sends nothing more (the row keeps
    /// its blank preview) and completes.
    func getPreviewImage(fitting size: ImageSize) -> SignalProducer<Image?, Never>
}
