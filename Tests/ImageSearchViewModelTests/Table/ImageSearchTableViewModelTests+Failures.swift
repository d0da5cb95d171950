import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing
import TestSupport

extension ImageSearchTableViewModelTests {
    @Suite("errors and retry")
    @MainActor
    struct ErrorsAndRetry {
        typealias PageRequest = StubImageSearch.PageRequest

        /// A search over 5 images whose first search fails at `failingPage`.
        static func failingFirstSearch(at failingPage: Int, with error: NetworkError = .serverError(statusCode: 503)) -> StubImageSearch {
            StubImageSearch { request in
                request.search == 1 && request.page == failingPage
                    ? .failure(error)
                    : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            }
        }

        @Test("a failure sets the error message to the error's description, in the user's language", arguments: [AppLanguage.english, .japanese])
        func errorMessage(language: AppLanguage) async throws {
            let fixture = TableFixture(search: Self.failingFirstSearch(at: 1), language: language)
            fixture.viewModel.startSearch()
            let message = try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            #expect(message == NetworkError.serverError(statusCode: 503).description(in: language))
        }

        @Test("a failed next page keeps the rows and ends paging")
        func failedNextPage() async throws {
            let fixture = TableFixture(search: Self.failingFirstSearch(at: 2))
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.loadNextPage.apply(()).start()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            try await Waiting.until(fixture.viewModel.searching) { !$0 }
            #expect(fixture.rowIDs == [1, 2])
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
            #expect(fixture.search.stoppedSearches == [1])
        }

        @Test("dismissing the error clears the message")
        func dismiss() async throws {
            let fixture = TableFixture(search: Self.failingFirstSearch(at: 1))
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            fixture.viewModel.dismissError()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 == nil }
            #expect(!fixture.viewModel.retryHidden.value)
        }

        @Test("the next request clears the message")
        func clearedByNextRequest() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.search == 1 ? .failure(.connectionLost) : .nothing
            })
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            fixture.viewModel.refresh.apply(nil).start()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 == nil }
            #expect(fixture.viewModel.searching.value)
        }

        @Test("retrying a failed next page starts a new search from that page and appends its rows")
        func retryNextPage() async throws {
            let fixture = TableFixture(search: Self.failingFirstSearch(at: 2))
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.loadNextPage.apply(()).start()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            fixture.viewModel.retry()
            try await fixture.waitForRows(4)
            #expect(fixture.viewModel.errorMessage.value == nil)
            try await fixture.loadNextPageAndWaitForRows(5)
            #expect(fixture.rowIDs == [1, 2, 3, 4, 5])
            #expect(fixture.search.requests == [
                PageRequest(text: "", page: 1, search: 1),
                PageRequest(text: "", page: 2, search: 1),
                PageRequest(text: "", page: 2, search: 2),
                PageRequest(text: "", page: 3, search: 2),
            ])
        }

        @Test("retrying a failed first page refreshes")
        func retryFirstPage() async throws {
            let fixture = TableFixture(search: Self.failingFirstSearch(at: 1))
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            fixture.viewModel.retry()
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.last == PageRequest(text: "", page: 1, search: 2))
            #expect(fixture.viewModel.retryHidden.value)
        }

        @Test("with no failure, retry refreshes")
        func retryWithoutFailure() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            fixture.viewModel.retry()
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.last == PageRequest(text: "", page: 1, search: 2))
        }
    }

    @Suite("rate limit")
    @MainActor
    struct RateLimit {
        /// A search over 5 images whose first search is refused by a rate limit that resets at
        /// `reset`.
        static func rateLimitedFirstSearch(resetAt reset: Date) -> StubImageSearch {
            StubImageSearch { request in
                request.search == 1
                    ? .failure(.rateLimited(retryAt: reset))
                    : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            }
        }

        @Test("the message says when searching resumes, and the search is retried by itself then")
        func retriedAtReset() async throws {
            let reset = Date(timeIntervalSinceReferenceDate: 60)
            let fixture = TableFixture(search: Self.rateLimitedFirstSearch(resetAt: reset))
            fixture.viewModel.startSearch()
            let message = try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            #expect(message == NetworkError.rateLimited(retryAt: reset).description(in: .english))
            await fixture.retryScheduler.advance(by: 59)
            await fixture.waitForMainQueue()
            #expect(fixture.search.requests.count == 1)
            await fixture.retryScheduler.advance(by: 1)
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.count == 2)
            #expect(fixture.viewModel.errorMessage.value == nil)
        }

        @Test("a reset time already past is retried a second later, not at once")
        func resetInThePast() async throws {
            let fixture = TableFixture(search: Self.rateLimitedFirstSearch(resetAt: Date(timeIntervalSinceReferenceDate: -600)))
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            await fixture.retryScheduler.advance(by: 0.9)
            await fixture.waitForMainQueue()
            #expect(fixture.search.requests.count == 1)
            await fixture.retryScheduler.advance(by: 0.1)
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.count == 2)
        }

        @Test("a newer request cancels the automatic retry")
        func cancelledByNewerRequest() async throws {
            let fixture = TableFixture(search: Self.rateLimitedFirstSearch(resetAt: Date(timeIntervalSinceReferenceDate: 60)))
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            fixture.viewModel.refresh.apply(nil).start()
            try await fixture.waitForRows(2)
            await fixture.retryScheduler.advance(by: 120)
            await fixture.waitForMainQueue()
            #expect(fixture.search.requests.count == 2)
        }
    }

    @Suite("summary")
    @MainActor
    struct Summary {
        @Test("counts the rows of the total, in the user's language and locale", arguments: [
            (AppLanguage.english, "en_US", "4 of 5 images"),
            (.japanese, "ja_JP", "5 件中 4 件"),
        ])
        func counts(language: AppLanguage, locale: String, expected: String) async throws {
            let fixture = TableFixture(language: language, locale: locale)
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            #expect(fixture.viewModel.summaryText.value == expected)
        }

        @Test("groups large totals as the locale writes them", arguments: [("en_US", "2 of 1,234,567 images"), ("de_DE", "2 of 1.234.567 images")])
        func largeTotals(locale: String, expected: String) async throws {
            let fixture = TableFixture(search: .serving(total: 1_234_567), locale: locale)
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.viewModel.summaryText.value == expected)
        }

        @Test("says how many match and how many can be shown when the server reaches only the first 500", arguments: [
            (AppLanguage.english, "2 of 1,000 images (the first 500 can be shown)"),
            (.japanese, "1,000 件中 2 件（表示できるのは最初の 500 件）"),
        ])
        func beyondTheReachable(language: AppLanguage, expected: String) async throws {
            let fixture = TableFixture(search: .serving(total: 500, matches: 1_000), language: language)
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.viewModel.summaryText.value == expected)
        }

        @Test("a single image is counted in the singular")
        func singular() async throws {
            let fixture = TableFixture(search: .serving(total: 1))
            try await fixture.startAndWaitForRows(1)
            #expect(fixture.viewModel.summaryText.value == "1 of 1 image")
        }

        @Test("says that nothing was found", arguments: [(AppLanguage.english, "No images found"), (.japanese, "画像は見つかりませんでした")])
        func nothingFound(language: AppLanguage, expected: String) async throws {
            let fixture = TableFixture(search: .serving(total: 0), language: language)
            fixture.viewModel.startSearch()
            #expect(try await Waiting.until(fixture.viewModel.summaryText) { !$0.isEmpty } == expected)
        }

        @Test("is empty before the first page")
        func beforeFirstPage() {
            #expect(TableFixture().viewModel.summaryText.value.isEmpty)
        }
    }

    @Suite("lifetime")
    @MainActor
    struct Lifetime {
        @Test("the view model and its cell models are freed when released, and the running search stops")
        func releasedWhilePaging() async throws {
            let search = StubImageSearch { request in
                request.page == 2 ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            }
            var fixture: TableFixture? = TableFixture(search: search)
            try await fixture?.startAndWaitForRows(2)
            weak let viewModel = fixture?.viewModel
            weak let cellModel = fixture?.viewModel.rows.elements.first
            fixture?.viewModel.loadNextPage.apply(()).start()
            #expect(search.requests.count == 2)
            fixture = nil
            #expect(viewModel == nil)
            #expect(cellModel == nil)
            #expect(search.stoppedSearches == [1])
        }

        @Test("a view model released while its first page loads is freed, and the search stops")
        func releasedWhileRefreshing() {
            let search = StubImageSearch { _ in .nothing }
            var fixture: TableFixture? = TableFixture(search: search)
            weak let viewModel = fixture?.viewModel
            fixture?.viewModel.startSearch()
            fixture = nil
            #expect(viewModel == nil)
            #expect(search.stoppedSearches == [1])
        }
    }
}
