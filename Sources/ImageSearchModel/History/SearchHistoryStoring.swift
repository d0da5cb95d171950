/// Where the recent searches are kept between runs.
///
/// Threading: every method may be called from any thread. ``record(_:)`` returns at once and
/// writes in the background, in the order the searches were recorded; ``recentSearches()`` sees
/// every search recorded before it was called. Lifetime: writes still pending when the process
/// exits are lost unless ``finishWriting()`` is called first.
public protocol SearchHistoryStoring: Sendable {
    /// The searches kept, newest first (see ``SearchHistory``); empty when there are none or the
    /// history is off.
    func recentSearches() -> [String]

    /// Keeps `search` as the newest search, unless the history is off, the search is empty or it
    /// holds a secret (the API key is never kept).
    func record(_ search: String)

    /// Returns once every search recorded so far is written — for an app about to exit.
    func finishWriting()
}
