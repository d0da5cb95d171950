import ImageSearchModel
import Testing

@Suite("SearchHistory")
struct SearchHistoryTests {
    @Test("puts a search first, once, and keeps at most 50, dropping the oldest")
    func recording() {
        var history = SearchHistory()
        for number in 1...60 { history = history.recording("search \(number)") }
        #expect(history.searches.count == SearchHistory.maximumCount)
        #expect(history.searches.first == "search 60" && history.searches.last == "search 11")
        history = history.recording("search 30")
        #expect(history.searches.first == "search 30" && history.searches.filter { $0 == "search 30" }.count == 1)
        #expect(history.searches.count == 50)
    }

    @Test("keeps a search on one line, trimmed, within Pixabay's 100 characters, and no empty one")
    func normalising() {
        #expect(SearchHistory.normalized("  lake \n sunset\t") == "lake   sunset")
        #expect(SearchHistory.normalized("a\u{1B}[2Jb\u{2028}c") == "a [2Jb c")
        #expect(SearchHistory.normalized(String(repeating: "x", count: 150))?.count == 100)
        #expect(SearchHistory.normalized("   ") == nil)
        #expect(SearchHistory().recording(" \n ").searches.isEmpty)
    }

    @Test("reads and writes one search per line, newest first, ignoring blank lines and repeats")
    func fileForm() {
        let history = SearchHistory(fileText: "lake\n\n  sunset  \r\nlake\n山\n")
        #expect(history.searches == ["lake", "sunset", "山"])
        #expect(history.fileText == "lake\nsunset\n山\n")
        #expect(SearchHistory(fileText: history.fileText) == history)
    }
}
