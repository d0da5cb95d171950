import ImageSearchViewModel
import Testing

@Suite("SearchFieldViewModel: ↑ and ↓ in the search field")
struct SearchFieldViewModelTests {
    @Test("↑ brings back the last search, ↑ again the one before, and stops at the oldest")
    func upGoesBack() {
        let field = SearchFieldViewModel(recentSearches: ["lake", "sunset", "mountain"])
        #expect(field.older(than: "") == "lake")
        #expect(field.older(than: "lake") == "sunset")
        #expect(field.older(than: "sunset") == "mountain")
        #expect(field.older(than: "mountain") == nil)
    }

    @Test("↓ goes forward, and past the newest brings back the words typed before ↑")
    func downComesBack() {
        let field = SearchFieldViewModel(recentSearches: ["lake", "sunset"])
        #expect(field.newer() == nil, "the user's own words: nothing newer")
        #expect(field.older(than: "cat") == "lake")
        #expect(field.older(than: "lake") == "sunset")
        #expect(field.newer() == "lake")
        #expect(field.newer() == "cat")
        #expect(field.newer() == nil)
        #expect(field.older(than: "cats") == "lake", "the words as they are now are kept for the next ↓")
        #expect(field.newer() == "cats")
    }

    @Test("passes over a search equal to the words in the field, so that ↑ always changes them")
    func skipsTheWordsShown() {
        let field = SearchFieldViewModel(recentSearches: ["lake", "sunset"])
        #expect(field.older(than: "lake") == "sunset")
        #expect(field.older(than: "sunset") == nil)
        #expect(field.newer() == "lake")
    }

    @Test("without recent searches, ↑ and ↓ change nothing")
    func noHistory() {
        let field = SearchFieldViewModel(recentSearches: [])
        #expect(field.older(than: "x") == nil && field.newer() == nil)
        #expect(field.recentSearches.isEmpty)
    }
}
