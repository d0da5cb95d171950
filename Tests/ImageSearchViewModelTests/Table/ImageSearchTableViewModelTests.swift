import AppSupport
import ImageSearchModel
import ImageSearchViewModel
import ReactiveBindings
import ReactiveCore
import Testing
import TestSupport

@Suite("ImageSearchTableViewModel")
@MainActor
struct ImageSearchTableViewModelTests {
    @Suite("searching")
    @MainActor
    struct Searching {
        @Test("the first page's cell models are published on the main queue")
        func publishedOnMainQueue() async throws {
            let fixture = TableFixture()
            let onMainQueue = Log<Bool>()
            fixture.viewModel.cellModels.signal.observeValues { _ in onMainQueue.append(MainQueue.isCurrent) }
            fixture.viewModel.rows.signal.observeValues { _ in onMainQueue.append(MainQueue.isCurrent) }
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.rowIDs == [1, 2])
            #expect(onMainQueue.values == [true, true])
        }

        @Test("the cell models show the images' texts and download previews at the view's size")
        func cellModels() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            let cellModel = try #require(fixture.viewModel.cellModels.value.first)
            #expect(cellModel.pageImageSizeText == "1001 x 2001")
            #expect(cellModel.tagText == "mountain, lake 1")
            _ = try await Waiting.values(of: cellModel.getPreviewImage(fitting: TableFixture.previewSize))
            #expect(fixture.network.imageRequests == [
                StubNetwork.ImageRequest(url: "https://cdn.pixabay.example/preview/1.jpg", size: TableFixture.previewSize),
            ])
        }

        @Test("searching goes false, true, false around each page")
        func searchingAroundEachPage() async throws {
            let fixture = TableFixture()
            let searching = Log<Bool>()
            fixture.viewModel.searching.producer.startWithValues { searching.append($0) }
            try await fixture.startAndWaitForRows(2)
            #expect(searching.values == [false, true, false])
            try await fixture.loadNextPageAndWaitForRows(4)
            #expect(searching.values == [false, true, false, true, false])
        }

        @Test("next pages are appended")
        func pagesAppended() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            try await fixture.loadNextPageAndWaitForRows(5)
            #expect(fixture.rowIDs == [1, 2, 3, 4, 5])
            #expect(fixture.viewModel.cellModels.value.map(\.id) == [1, 2, 3, 4, 5])
        }

        @Test("the search starts with the text given at creation")
        func initialText() async throws {
            let fixture = TableFixture(searchText: "mountain")
            #expect(fixture.viewModel.searchText.value == "mountain")
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.search.requests == [StubImageSearch.PageRequest(text: "mountain", page: 1, search: 1)])
        }

        @Test("selecting a row hands every image so far and the index to the detail view model")
        func selection() async throws {
            let fixture = TableFixture()
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(4)
            fixture.viewModel.selectCellAtIndex(3)
            #expect(fixture.detailViewModel.updates == [
                MockDetailViewModel.Update(imageEntities: SampleImages.entities(1...4), index: 3),
            ])
        }

        @Test("the title and the attribution name the source", arguments: [
            (ImageSource.pixabay, AppLanguage.english, "Image Search — Pixabay", "Images from Pixabay"),
            (.pixabay, .japanese, "画像検索 — Pixabay", "画像提供: Pixabay"),
            (.server(host: "images.example.org"), .english, "Image Search — images.example.org", "Images from images.example.org"),
            (.offlineGallery, .english, "Image Search — Offline Gallery", "Pictures made on this computer"),
            (.offlineGallery, .japanese, "画像検索 — オフラインギャラリー", "このコンピューターで作成した画像"),
        ])
        func titleAndAttribution(source: ImageSource, language: AppLanguage, title: String, attribution: String) {
            let fixture = TableFixture(language: language, source: source)
            #expect(fixture.viewModel.title == title)
            #expect(fixture.viewModel.attributionText == attribution)
        }
    }

    @Suite("loadNextPage availability")
    @MainActor
    struct LoadNextPageAvailability {
        @Test("disabled before the first search and while the first page loads")
        func disabledBeforeFirstPage() {
            let fixture = TableFixture(search: StubImageSearch { _ in .nothing })
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
            fixture.viewModel.startSearch()
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
        }

        @Test("enabled while more pages exist and nothing loads; disabled while a next page loads")
        func enabledBetweenPages() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.page == 2 ? .nothing : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            try await fixture.startAndWaitForRows(2)
            #expect(fixture.viewModel.loadNextPage.isEnabled.value)
            fixture.viewModel.loadNextPage.apply(()).start()
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
        }

        @Test("disabled after the last page")
        func disabledAfterLastPage() async throws {
            let fixture = TableFixture(search: .serving(total: 3))
            try await fixture.startAndWaitForRows(2)
            try await fixture.loadNextPageAndWaitForRows(3)
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
        }

        @Test("disabled after a first page that holds every image")
        func disabledAfterSinglePage() async throws {
            let fixture = TableFixture(search: .serving(total: 2))
            try await fixture.startAndWaitForRows(2)
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
        }

        @Test("disabled after a failed next page, until a retry")
        func disabledAfterFailure() async throws {
            let fixture = TableFixture(search: StubImageSearch { request in
                request.search == 1 && request.page == 2
                    ? .failure(.serverError(statusCode: 503))
                    : .images(StubImageSearch.page(request.page, of: 5), total: 5)
            })
            try await fixture.startAndWaitForRows(2)
            fixture.viewModel.loadNextPage.apply(()).start()
            try await Waiting.until(fixture.viewModel.errorMessage) { $0 != nil }
            try await Waiting.until(fixture.viewModel.searching) { !$0 }
            #expect(!fixture.viewModel.loadNextPage.isEnabled.value)
            fixture.viewModel.retry()
            try await fixture.waitForRows(4)
            #expect(fixture.viewModel.loadNextPage.isEnabled.value)
        }
    }
}
