import ReactiveCore

/// The search field's recall — see ``SearchFieldViewModeling``: a position in the recent searches
/// and the words the user had in the field before moving into them.
///
/// Threading: meant for the main queue, as the protocol says; its state is behind a lock all the
/// same, so that a call from elsewhere cannot tear it.
public final class SearchFieldViewModel: SearchFieldViewModeling {
    /// The recent searches, newest first.
    public let recentSearches: [String]

    /// Where the field is, and what ↑ and ↓ go through.
    private struct State {
        /// The index in ``browsed`` of the search shown; nil while the user's own words are.
        var recalledIndex: Int?
        /// The words the field had when ↑ first moved away from them.
        var ownWords = ""
        /// The recent searches other than ``ownWords``, newest first.
        var browsed: [String] = []
    }

    private let state = Locked(State())

    /// A field recalling `recentSearches` (newest first).
    public init(recentSearches: [String]) {
        self.recentSearches = recentSearches
    }

    /// The search before the one shown; see ``SearchFieldViewModeling/older(than:)``.
    public func older(than text: String) -> String? {
        let recentSearches = recentSearches
        return state.withLock { state in
            guard let index = state.recalledIndex else {
                let browsed = recentSearches.filter { $0 != text }
                guard let newest = browsed.first else { return nil }
                state = State(recalledIndex: 0, ownWords: text, browsed: browsed)
                return newest
            }
            guard index + 1 < state.browsed.count else { return nil }
            state.recalledIndex = index + 1
            return state.browsed[index + 1]
        }
    }

    /// The search after the one shown, or the user's own words; see
    /// ``SearchFieldViewModeling/newer()``.
    public func newer() -> String? {
        state.withLock { state in
            guard let index = state.recalledIndex else { return nil }
            state.recalledIndex = index == 0 ? nil : index - 1
            return index == 0 ? state.ownWords : state.browsed[index - 1]
        }
    }
}
