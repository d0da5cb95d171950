import ImageCodec
import ImageSearchModel

extension ImageEntity {
    /// The original picture's size as the list and the detail screen show it: "W x H".
    var pageImageSizeText: String {
        ImageSize(width: pageImageWidth, height: pageImageHeight).sizeText
    }

    /// The largest offered picture's size, "W x H", when it is not the original's (the server
    /// will not give the original); nil when it is.
    var largestOfferedSizeText: String? {
        let largest = largestOfferedPicture.size
        return largest == ImageSize(width: pageImageWidth, height: pageImageHeight) ? nil : largest.sizeText
    }

    /// The tags, joined with ", ".
    var tagText: String {
        tags.joined(separator: ", ")
    }
}

extension ImageSize {
    /// "W x H", as the screens show pixel sizes.
    var sizeText: String {
        "\(width) x \(height)"
    }
}
