import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing

extension ImageSearchTableViewModelTests {
    @Suite("filters")
    @MainActor
    struct Filters {
        typealias PageRequest = StubImageSearch.PageRequest
        static let illustrationsInBlue = SearchFilters(imageType: .illustration, colors: [.blue])

        @Test("the search starts with the filters given at creation")
        func initialFilters() async throws {
            let fixture = TableFixture(searchText: "sky", filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.search.requests.first == PageRequest(text: "sky", page: 1, search: 1, filters: Filters.illustrationsInBlue))
            #expect(fixture.viewModel.filters.value == Filters.illustrationsInBlue)
        }

        @Test("next pages keep the search's filters")
        func nextPagesKeepFilters() async throws {
            let fixture = TableFixture(filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            #expect(fixture.search.requests.map(\.filters) == [Filters.illustrationsInBlue, Filters.illustrationsInBlue])
        }

        @Test("applying other filters searches the same words with them from page 1, and takes the old rows away at once")
        func applyStartsNewSearch() async throws {
            let latest = SearchFilters(order: .latest)
            let fixture = TableFixture(search: StubImageSearch { request in
                request.filters == latest ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            }, searchText: "lake")
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.applyFilters(latest)
            try await Waiting.until(fixture.viewModel.indicatorHidden) { !$0 }
            #expect(fixture.rowIDs.isEmpty && fixture.viewModel.summaryText.value.isEmpty)
            #expect(fixture.viewModel.filters.value == latest && fixture.viewModel.searchText.value == "lake")
            #expect(fixture.search.requests.last == PageRequest(text: "lake", page: 1, search: 2, filters: latest))
            #expect(fixture.search.stoppedSearches.contains(1))
        }

        @Test("the filters shown change in the same main-queue turn as the old rows go, never before")
        func summaryAndRowsTogether() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.filters.isDefault ? .images(StubImageSearch.page(request.page, of: 5), total: 5) : .nothing
            })
            try await fixture.startAndWaitForRows(2)
            let rowsWhenChanged = Log<[UInt64]>()
            let viewModel = fixture.viewModel
            viewModel.filterSummary.signal.observeValues { _ in rowsWhenChanged.append(viewModel.rows.elements.map(\.id)) }
            viewModel.applyFilters(SearchFilters(colors: [.blue]))
            try await Waiting.until(viewModel.filterSummary) { $0 == "Blue" }
            await fixture.waitForMainQueue()
            #expect(rowsWhenChanged.values == [[]], "the rows were gone when the bar changed")
        }

        @Test("a search for other words keeps the filters")
        func wordsKeepFilters() async throws {
            let fixture = TableFixture(filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.search("sea")
            try await Waiting.until(fixture.viewModel.searchText) { $0 == "sea" }
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.last == PageRequest(text: "sea", page: 1, search: 2, filters: Filters.illustrationsInBlue))
        }

        @Test("applying the filters in use searches nothing again")
        func sameFilters() async throws {
            let fixture = TableFixture(filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.applyFilters(Filters.illustrationsInBlue)
            await fixture.waitForMainQueue()
            #expect(fixture.search.requests.count == 1)
        }

        @Test("a refresh and a retry keep the filters")
        func refreshKeepsFilters() async throws {
            let fixture = TableFixture(filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.retry()
            await fixture.waitForMainQueue()
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.map(\.filters) == [Filters.illustrationsInBlue, Filters.illustrationsInBlue])
        }

        @Test("the summary names the active filters in the user's language, and is empty without any", arguments: [
            (AppLanguage.english, SearchFilters(), ""),
            (.english, SearchFilters(imageType: .illustration, orientation: .vertical, colors: [.red, .blue], category: .nature, editorsChoiceOnly: true, order: .latest),
             "Illustrations · Vertical · Red or Blue · Nature · Editor's Choice only · Latest first"),
            (.japanese, SearchFilters(imageType: .vector, orientation: .horizontal, colors: [.grayscale], category: .music, order: .latest),
             "ベクター画像 · 横長 · モノクロ · 音楽 · 新着順"),
        ])
        func summary(language: AppLanguage, filters: SearchFilters, expected: String) {
            #expect(TableFixture(language: language, filters: filters).viewModel.filterSummary.value == expected)
        }

        @Test("the summary follows the filters applied")
        func summaryFollows() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.applyFilters(SearchFilters(orientation: .vertical))
            #expect(try await Waiting.until(fixture.viewModel.filterSummary) { !$0.isEmpty } == "Vertical")
        }

        @Test("the filter form starts at the filters in use, and applying it searches with its draft")
        func form() async throws {
            let fixture = TableFixture(filters: Filters.illustrationsInBlue)
            try await fixture.startAndWaitForRows(2)
            let form = fixture.viewModel.makeFilterForm()
            #expect(form.summary.value == "Illustrations · Blue")
            form.select([1], inField: 1)
            form.apply()
            try await Waiting.until(fixture.viewModel.filters) { $0.orientation == .horizontal }
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.last?.filters == SearchFilters(imageType: .illustration, orientation: .horizontal, colors: [.blue]))
        }
    }
}
