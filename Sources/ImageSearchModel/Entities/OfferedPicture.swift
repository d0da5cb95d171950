import ImageCodec

/// One size of an image that a search answer offers to download, with its pixel size: the
/// preview, the web-format picture, and where given the large, full-HD and original pictures.
///
/// Pixabay gives the pixel sizes of the preview, the web-format picture and the original
/// (`imageWidth`/`imageHeight`); the large and full-HD pictures are the original scaled to fit
/// 1,280 and 1,920 pixels (never enlarged), as Pixabay describes them — their sizes are worked out
/// the same way. A value; usable from any thread.
public struct OfferedPicture: Sendable, Hashable {
    /// Which of the answer's pictures it is, smallest first.
    public enum Kind: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// `previewURL`: at most 150 pixels a side.
        case preview
        /// `webformatURL`: at most 640 pixels a side.
        case webFormat
        /// `largeImageURL`: at most 1,280 pixels a side.
        case large
        /// `fullHDURL`: at most 1,920 pixels a side.
        case fullHD
        /// `imageURL`: the original.
        case original

        /// Smaller kinds first.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// Which picture it is.
    public let kind: Kind
    /// Where to download it.
    public let url: String
    /// Its size in pixels (worked out for the large and full-HD pictures).
    public let size: ImageSize

    /// A picture of `kind` at `url`, `size` pixels.
    public init(kind: Kind, url: String, size: ImageSize) {
        self.kind = kind
        self.url = url
        self.size = size
    }
}

extension ImageEntity {
    /// The pictures the answer offers, smallest first: the preview and the web-format picture
    /// always, then the large, full-HD and original ones where the server gives their URLs.
    public var offeredPictures: [OfferedPicture] {
        let original = ImageSize(width: pageImageWidth, height: pageImageHeight)
        let scaled = { (side: Int) in original.fitting(within: ImageSize(width: side, height: side)) }
        let candidates: [(OfferedPicture.Kind, String?, ImageSize)] = [
            (.preview, previewURL, ImageSize(width: previewWidth, height: previewHeight)),
            (.webFormat, imageURL, ImageSize(width: imageWidth, height: imageHeight)),
            (.large, largeImageURL, scaled(1280)),
            (.fullHD, fullHDURL, scaled(1920)),
            (.original, originalImageURL, original),
        ]
        return candidates.compactMap { kind, url, size in url.map { OfferedPicture(kind: kind, url: $0, size: size) } }
    }

    /// The largest picture offered: the original, else the full-HD one, else the large one, else
    /// the web-format picture — what `s` saves.
    public var largestOfferedPicture: OfferedPicture {
        offeredPictures.last ?? OfferedPicture(kind: .webFormat, url: imageURL, size: ImageSize(width: imageWidth, height: imageHeight))
    }
}
