import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

extension ImageSearchTableViewModelTests {
    @Suite("recent searches")
    @MainActor
    struct RecentSearches {
        @Test("keeps the words of each search, and of the first one given at launch, newest first")
        func recordsSearches() async throws {
            let history = StubSearchHistory(["older"])
            let fixture = TableFixture(searchText: "sunset", searchHistory: history)
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.search("lake")
            fixture.viewModel.search("")
            fixture.viewModel.search("mountain")
            fixture.viewModel.search("lake")
            #expect(history.recentSearches() == ["lake", "mountain", "sunset", "older"], "every image (no words) is not a search to recall")
        }

        @Test("hands the search field the searches kept when it opens")
        func fieldRecallsThem() async throws {
            let history = StubSearchHistory(["lake", "sunset"])
            let fixture = TableFixture(searchHistory: history)
            let field = fixture.viewModel.makeSearchField()
            #expect(field.recentSearches == ["lake", "sunset"])
            fixture.viewModel.search("mountain")
            #expect(fixture.viewModel.makeSearchField().older(than: "") == "mountain")
        }

        @Test("cuts a search to Pixabay's 100 characters before keeping it, as it searches")
        func cutToTheLimit() async throws {
            let history = StubSearchHistory()
            let fixture = TableFixture(searchHistory: history)
            fixture.viewModel.search(String(repeating: "x", count: 130))
            #expect(history.recentSearches() == [String(repeating: "x", count: 100)])
        }

        @Test("names the pictures folder for the key help, and why there when the setting could not be used")
        func picturesFolder() {
            let fallback = PicturesFolderFallback(reason: .empty, file: nil)
            let viewModel = ImageSearchTableViewModel(
                imageSearch: StubImageSearch.serving(total: 1), network: StubNetwork(), detailViewModel: MockDetailViewModel(),
                language: .english, locale: Locale(identifier: "en_US"), source: .pixabay,
                picturesFolder: PicturesFolder(url: URL(filePath: "/home/me/Pictures/", directoryHint: .isDirectory), fallback: fallback))
            #expect(viewModel.picturesFolder == "/home/me/Pictures")
            #expect(viewModel.picturesFolderNote == fallback.description(in: .english))
        }
    }
}
