import Foundation
import ReactiveCore
import Testing

/// The seeds' MVVM patterns written as Swift 6 client code of ReactiveCore — a view model made
/// of `MutableProperty`s and an `Action`, work tied to a lifetime with `take(until:)`, results
/// delivered with `observe(on: UIScheduler())` to a main-actor view — compiled in Swift 6
/// language mode with complete concurrency checking, without `@preconcurrency` or unchecked
/// escapes.
@Suite("Seed patterns in Swift 6")
@MainActor
struct SeedPatternTests {
    enum WaitError: Error { case timedOut }

    /// Waits, without blocking the main actor, until `property` satisfies `predicate`.
    func waitUntil<P: PropertyProtocol>(
        _ property: P,
        _ predicate: @escaping @Sendable (P.Value) -> Bool
    ) async throws -> P.Value {
        let matching = property.producer
            .filter(predicate)
            .take(first: 1)
            .promoteError(WaitError.self)
            .timeout(after: 5, raising: .timedOut, on: QueueScheduler(name: "wait"))
        for try await value in matching.values { return value }
        throw WaitError.timedOut
    }

    @Suite("ImageSearchTableViewModel")
    @MainActor
    struct ViewModel {
        let outer = SeedPatternTests()

        @Test("cell models of the first page are published and searching ends")
        func firstPage() async throws {
            let viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [StubImageSearch.images(1...2), StubImageSearch.images(3...3)]))
            viewModel.startSearch()
            let cells = try await outer.waitUntil(viewModel.cellModels) { $0.count == 2 }
            #expect(cells == ["100 x 50: tag1, photo", "200 x 50: tag2, photo"])
            #expect(try await outer.waitUntil(viewModel.searching) { !$0 } == false)
        }

        @Test("loadNextPage appends the next page and is disabled after the last one")
        func paging() async throws {
            let viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [StubImageSearch.images(1...2), StubImageSearch.images(3...3)]))
            viewModel.startSearch()
            _ = try await outer.waitUntil(viewModel.loadNextPage.isEnabled) { $0 }
            viewModel.loadNextPage.apply(()).start()
            let cells = try await outer.waitUntil(viewModel.cellModels) { $0.count == 3 }
            #expect(cells.last == "300 x 50: tag3, photo")
            #expect(try await outer.waitUntil(viewModel.loadNextPage.isEnabled) { !$0 } == false)
        }

        @Test("an error sets the error message and ends paging")
        func error() async throws {
            let viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [], failure: .serverNotReached))
            viewModel.startSearch()
            let message = try await outer.waitUntil(viewModel.errorMessage) { $0 != nil }
            #expect(message?.contains("serverNotReached") == true)
            #expect(!viewModel.loadNextPage.isEnabled.value)
        }

        @Test("the search stops when the view model is released")
        func stopsWithViewModel() async throws {
            let ended = MutableProperty(false)
            do {
                let viewModel = ImageSearchTableViewModel(imageSearch: ObservingSearch(ended: ended))
                viewModel.startSearch()
                #expect(!ended.value)
            }
            #expect(try await outer.waitUntil(ended) { $0 })
        }
    }

    @Suite("ImageSearchTableView")
    @MainActor
    struct View {
        let outer = SeedPatternTests()

        @Test("the view shows the rows and hides the indicator on the main actor")
        func rendersRows() async throws {
            let view = ImageSearchTableView()
            view.viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [StubImageSearch.images(1...3)]))
            view.viewModel?.startSearch()
            _ = try await outer.waitUntil(view.renderedRowCount) { $0 == 3 }
            #expect(view.rows.count == 3)
            #expect(view.rows.first == "100 x 50: tag1, photo")
            #expect(!view.isIndicatorVisible)
        }

        @Test("reaching the last row loads the next page through the action")
        func loadMore() async throws {
            let view = ImageSearchTableView()
            let viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [StubImageSearch.images(1...1), StubImageSearch.images(2...2)]))
            view.viewModel = viewModel
            viewModel.startSearch()
            _ = try await outer.waitUntil(viewModel.loadNextPage.isEnabled) { $0 }
            view.didReachLastRow()
            _ = try await outer.waitUntil(view.renderedRowCount) { $0 == 2 }
            #expect(view.rows == ["100 x 50: tag1, photo", "200 x 50: tag2, photo"])
        }

        @Test("an error reaches the view as an alert message")
        func alert() async throws {
            let view = ImageSearchTableView()
            let viewModel = ImageSearchTableViewModel(imageSearch: StubImageSearch(pages: [], failure: .serverNotReached))
            view.viewModel = viewModel
            viewModel.startSearch()
            let shown = try await outer.waitUntil(view.shownAlertMessage) { $0 != nil }
            #expect(shown == viewModel.errorMessage.value)
            #expect(view.alertMessage == shown)
        }
    }
}

/// A search whose run never ends by itself and reports when its work is stopped.
struct ObservingSearch: ImageSearching {
    let ended: MutableProperty<Bool>

    func searchImages(nextPageTrigger trigger: SignalProducer<(), Never>) -> SignalProducer<ResponseEntity, SearchError> {
        SignalProducer { _, lifetime in
            lifetime.observeEnded { ended.value = true }
        }
    }
}
