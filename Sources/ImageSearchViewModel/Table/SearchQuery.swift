import ImageSearchModel

/// What one search asks for: its words and its filters. Two searches with equal queries list the
/// same images; a search with another query starts the list afresh.
///
/// A value; usable from any thread.
struct SearchQuery: Sendable, Hashable {
    /// The words searched for; empty means every image.
    var text = ""
    /// The filters and order.
    var filters = SearchFilters()
}
