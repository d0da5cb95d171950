/// One page of a search result, as the Pixabay API answers it.
public struct ResponseEntity: Sendable, Hashable {
    /// How many images the search can reach in all (`totalHits`).
    public let totalCount: Int64
    /// This page's images (`hits`).
    public let images: [ImageEntity]

    /// A page.
    public init(totalCount: Int64, images: [ImageEntity]) {
        self.totalCount = totalCount
        self.images = images
    }
}
