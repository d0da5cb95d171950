/// One page of a search and the number of images that matched in all.
struct SearchResult: Sendable, Hashable {
    /// Every image that matched, across all pages.
    var total: Int
    /// The images of the requested page, in order.
    var records: [ImageRecord]
}
