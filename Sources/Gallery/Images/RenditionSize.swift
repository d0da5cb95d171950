import ImageCodec

/// The sizes an image is served in, named after the Pixabay fields that link to them.
enum RenditionSize: Int, Sendable, CaseIterable {
    /// `previewURL`: at most 150 px on the longer side.
    case preview = 150
    /// `webformatURL`: at most 640 px.
    case webformat = 640
    /// `largeImageURL`: at most 1280 px.
    case large = 1280

    /// The pixel size of this rendition of an image of `original` size (never enlarged).
    func fitted(_ original: ImageSize) -> ImageSize {
        original.fitting(within: ImageSize(width: rawValue, height: rawValue))
    }
}
