import ImageSearchModel
import ImageSearchViewModel
import ReactiveBindings
import ReactiveCore
import Testing

extension ImageSearchTableViewModelTests {
    @Suite("refresh and load-more")
    @MainActor
    struct RefreshAndLoadMore {
        typealias PageRequest = StubImageSearch.PageRequest

        @Test("load-more asks the running search for its next page; refresh starts a new search from page 1")
        func sessions() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            fixture.viewModel.refresh.apply(nil).start()
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests == [
                PageRequest(text: "", page: 1, search: 1),
                PageRequest(text: "", page: 2, search: 1),
                PageRequest(text: "", page: 1, search: 2),
            ])
            #expect(fixture.search.stoppedSearches == [1])
            #expect(fixture.rowIDs == [1, 2])
        }

        @Test("the rows' changes say appended on load-more; on refresh, the rows of images it brings again stay and the others go")
        func rowChanges() async throws {
            let fixture = TableFixture()
            let changes = Log<ChangeSet>()
            fixture.viewModel.rows.signal.observeValues { changes.append($0.changeSet) }
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            fixture.viewModel.refresh.apply(nil).start()
            try await fixture.waitForRows(2)
            #expect(changes.values == [
                .reset(oldCount: 0, newCount: 2),
                ChangeSet(oldCount: 2, newCount: 4, inserts: [2, 3]),
                ChangeSet(oldCount: 4, newCount: 2, deletes: [2, 3]),
            ])
        }

        @Test("a refresh whose images moved or changed their texts moves or redraws their rows")
        func refreshMovesAndRedraws() async throws {
            let answers = Locked(0)
            let search = StubImageSearch(pageSize: 3) { _ in
                let first = answers.withLock { answers in
                    answers += 1
                    return answers == 1
                }
                let images = first
                    ? SampleImages.entities(1...3)
                    : [SampleImages.entity(id: 3), SampleImages.entity(id: 1), SampleImages.entity(id: 2, tags: ["retagged"])]
                return .images(images, total: 3)
            }
            let fixture = TableFixture(search: search)
            let changes = Log<ChangeSet>()
            try await fixture.startAndWaitForRows(3)
            fixture.viewModel.rows.signal.observeValues { changes.append($0.changeSet) }
            fixture.viewModel.refresh.apply(nil).start()
            try await Waiting.until(fixture.viewModel.cellModels) { $0.map(\.id) == [3, 1, 2] }
            #expect(changes.values == [ChangeSet(oldCount: 3, newCount: 3, updates: [1], moves: [.init(from: 2, to: 0)])])
        }

        @Test("a refresh with a text searches that text and makes it the search text")
        func refreshWithText() async throws {
            let fixture = TableFixture()
            fixture.viewModel.refresh.apply("lake").start()
            try await fixture.waitForRows(2)
            #expect(fixture.viewModel.searchText.value == "lake")
            fixture.viewModel.refresh.apply(nil).start()
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests.map(\.text) == ["lake", "lake"])
        }

        @Test("a refresh keeps the rows on screen until its first page arrives")
        func staleRowsDuringRefresh() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.search == 2 ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.refresh.apply(nil).start()
            #expect(fixture.viewModel.refresh.isExecuting.value)
            #expect(fixture.rowIDs == [1, 2])
        }

        @Test("a search for other words takes the old rows and their summary away at once, so they never sit under the new words")
        func newWordsEmptyTheRows() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.text == "dog" ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.search("dog")
            // The centred indicator (not a load-more footer) shows while the new words load.
            try await Waiting.until(fixture.viewModel.indicatorHidden) { !$0 }
            #expect(fixture.viewModel.searchText.value == "dog")
            #expect(fixture.rowIDs.isEmpty && fixture.viewModel.summaryText.value.isEmpty)
        }

        @Test("a refresh while a next page loads stops that page and its search")
        func refreshDuringLoadMore() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.search == 1 && request.page == 2 ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.loadNextPage.apply(()).start()
            #expect(fixture.viewModel.loadNextPage.isExecuting.value)
            fixture.viewModel.refresh.apply(nil).start()
            #expect(!fixture.viewModel.loadNextPage.isExecuting.value)
            try await fixture.waitForRows(2)
            #expect(fixture.search.stoppedSearches.first == 1)
            #expect(fixture.viewModel.loadNextPage.isEnabled.value)
        }

        @Test("a new search while a page loads stops it and searches the new text")
        func searchWhileLoading() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.text == "cat" ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            fixture.viewModel.search("cat")
            #expect(fixture.viewModel.refresh.isExecuting.value)
            fixture.viewModel.search("dog")
            try await fixture.waitForRows(2)
            #expect(fixture.search.requests == [
                PageRequest(text: "cat", page: 1, search: 1),
                PageRequest(text: "dog", page: 1, search: 2),
            ])
            #expect(fixture.search.stoppedSearches.first == 1)
            #expect(fixture.viewModel.searchText.value == "dog")
        }

        @Test("a refresh applied while one runs is refused, as every action is while executing")
        func refreshRefusedWhileRunning() {
            let fixture = TableFixture(search: StubImageSearch { _ in .nothing })
            fixture.viewModel.startSearch()
            let refusals = Log<Bool>()
            fixture.viewModel.refresh.disabledErrors.observeValues { refusals.append(true) }
            fixture.viewModel.refresh.apply("other").start()
            #expect(refusals.values == [true])
            #expect(fixture.search.requests.count == 1)
        }
    }

    @Suite("request-list states")
    @MainActor
    struct RequestListStates {
        /// The placeholders a screen would show: indicator, retry, no data.
        func visiblePlaceholders(_ fixture: TableFixture) -> [String] {
            let viewModel = fixture.viewModel
            return [
                ("indicator", viewModel.indicatorHidden.value),
                ("retry", viewModel.retryHidden.value),
                ("no data", viewModel.noDataHidden.value),
            ].filter { !$0.1 }.map(\.0)
        }

        @Test("before the first search no placeholder shows")
        func beforeSearch() {
            #expect(visiblePlaceholders(TableFixture()).isEmpty)
        }

        @Test("while the first page loads and there are no rows, the indicator shows")
        func firstPageLoading() {
            let fixture = TableFixture(search: StubImageSearch { _ in .nothing })
            fixture.viewModel.startSearch()
            #expect(visiblePlaceholders(fixture) == ["indicator"])
        }

        @Test("a search that finds nothing shows the no-data view")
        func nothingFound() async throws {
            let fixture = TableFixture(search: .serving(total: 0))
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.noDataHidden) { !$0 }
            #expect(visiblePlaceholders(fixture) == ["no data"])
        }

        @Test("a failed first page with no rows shows the retry view")
        func failedFirstPage() async throws {
            let fixture = TableFixture(search: StubImageSearch { _ in .failure(.notReachedServer) })
            fixture.viewModel.startSearch()
            try await Waiting.until(fixture.viewModel.retryHidden) { !$0 }
            #expect(visiblePlaceholders(fixture) == ["retry"])
        }

        @Test("with rows no placeholder shows, while a refresh of the same words runs or after it failed")
        func rowsHidePlaceholders() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                switch request.search {
                case 1: .images(StubImageSearch.page(request.page, of: 5), total: 5)
                case 2: .nothing
                default: .failure(.connectionLost)
                }
            })
            try await fixture.startAndWaitForRows(2)
            #expect(visiblePlaceholders(fixture).isEmpty)
            fixture.viewModel.refresh.apply(nil).start()
            #expect(visiblePlaceholders(fixture).isEmpty)
            fixture.viewModel.retry()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            #expect(visiblePlaceholders(fixture).isEmpty)
            #expect(fixture.rowIDs == [1, 2])
        }
    }
}
