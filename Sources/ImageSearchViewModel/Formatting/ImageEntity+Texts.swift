import ImageSearchModel

extension ImageEntity {
    /// The original picture's size as the list and the detail screen show it: "W x H".
    var pageImageSizeText: String {
        "\(pageImageWidth) x \(pageImageHeight)"
    }

    /// The tags, joined with ", ".
    var tagText: String {
        tags.joined(separator: ", ")
    }
}
