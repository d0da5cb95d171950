/// One page of a search result, as the Pixabay API answers it.
public struct ResponseEntity: Sendable, Hashable {
    /// How many images the search can reach in all (`totalHits`: Pixabay and the Gallery serve
    /// at most 500 per search).
    public let totalCount: Int64
    /// How many images match the search (`total`), reachable or not; never below
    /// ``totalCount``.
    public let matchCount: Int64
    /// This page's images (`hits`).
    public let images: [ImageEntity]

    /// A page; `matchCount` is taken to be `totalCount` when not given (or smaller).
    public init(totalCount: Int64, images: [ImageEntity], matchCount: Int64? = nil) {
        self.totalCount = totalCount
        self.matchCount = max(matchCount ?? totalCount, totalCount)
        self.images = images
    }
}
