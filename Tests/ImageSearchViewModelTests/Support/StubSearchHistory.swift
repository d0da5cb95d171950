import ImageSearchModel
import ReactiveCore

/// A history in memory with the model's rules (``SearchHistory``): records what the list keeps
/// and answers with it; counts the calls of `finishWriting()`.
final class StubSearchHistory: SearchHistoryStoring {
    private let history: Locked<SearchHistory>
    private let finishes = Locked(0)

    /// A history holding `searches`, newest first.
    init(_ searches: [String] = []) {
        history = Locked(SearchHistory(searches: searches))
    }

    /// How often ``finishWriting()`` was called.
    var finishCount: Int { finishes.withLock { $0 } }

    func recentSearches() -> [String] {
        history.withLock { $0.searches }
    }

    func record(_ search: String) {
        history.withLock { $0 = $0.recording(search) }
    }

    func finishWriting() {
        finishes.withLock { $0 += 1 }
    }
}
