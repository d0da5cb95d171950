import ImageCodec
import ReactiveCore

/// The pictures saved from this app: the files of the pictures folder whose names follow the
/// app's naming, and small previews of them.
///
/// Threading: usable from any thread; the producers do their file work and decoding off the
/// calling thread and send from there (never on the main thread). Lifetime: disposing a preview's
/// run skips its decode unless it has begun.
public protocol SavedPicturesListing: Sendable {
    /// The folder the pictures are saved in; nil when no pictures folder is known.
    var folderPath: String? { get }

    /// The saved pictures, newest first (then by name); none when the folder does not exist or
    /// none is known. Fails with the error of a folder that cannot be read.
    func savedPictures() -> SignalProducer<[SavedPicture], FileSystemError>

    /// `picture` decoded to fit `size` (JPEG and PNG; transparent pixels on black). Fails for a
    /// file that cannot be read, is not a JPEG or PNG (GIF, WebP), or is beyond the decoding
    /// limits.
    func preview(of picture: SavedPicture, fitting size: ImageSize) -> SignalProducer<Image, ImageCodecError>
}
