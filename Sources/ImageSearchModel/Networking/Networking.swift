import Foundation
import ImageCodec
import ReactiveCore

/// The model's access to the network — the seeds' `Networking`: JSON documents and images by
/// URL. ``Network`` is the real one; tests substitute stubs and mocks.
///
/// Threading: producers may be started from any thread and send their events off the main
/// thread (decoding included). Lifetime: disposing a started producer cancels the request.
public protocol Networking: Sendable {
    /// Gets `url` with `parameters` as its query (sorted by name, so that equal requests are
    /// equal URLs) and sends the body of a successful answer, then completes; fails with the
    /// ``NetworkError`` that says what went wrong.
    func requestJSON(url: String, parameters: [String: String]) -> SignalProducer<Data, NetworkError>

    /// Gets the image at `url` and sends it decoded — scaled down while decoding to fit `size`
    /// when given (a preview is decoded straight at the size it is drawn) — then completes; fails
    /// with ``NetworkError/incorrectDataReturned`` for bytes that are not a whole JPEG or PNG
    /// (HTML, truncated files, nothing) or whose header claims a size beyond the decoder's limits,
    /// and with the other cases for network failures.
    func requestImage(url: String, fitting size: ImageSize?) -> SignalProducer<Image, NetworkError>
}

extension Networking {
    /// Gets the image at `url` at its full size (the seeds' signature).
    public func requestImage(url: String) -> SignalProducer<Image, NetworkError> {
        requestImage(url: url, fitting: nil)
    }
}
