import AppSupport
import Foundation
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

@Suite("ImageSearch")
struct ImageSearchTests {
    static let endpoint = PixabayEndpoint(baseURL: URL(string: "http://gallery.test")!, apiKey: "test-key", language: .english)

    /// A network that answers page `n` with `sizes[n - 1]` images (none past the list) out of
    /// `total`, at once or on `queue`.
    static func network(total: Int64, pageSizes sizes: [Int], on queue: DispatchQueue? = nil) -> ScriptedNetwork {
        ScriptedNetwork(answerQueue: queue) { page in
            let count = page <= sizes.count ? sizes[page - 1] : 0
            return Result { try PixabayJSON.data(PixabayJSON.page(totalHits: total, count: count, firstID: UInt64((page - 1) * 50 + 1))) }
                .mapError { _ in .unknown }
        }
    }

    /// A next-page trigger and the means to pull it.
    static func trigger() -> (producer: SignalProducer<Void, Never>, input: Signal<Void, Never>.Observer) {
        let (output, input) = Signal<Void, Never>.pipe()
        return (SignalProducer(output), input)
    }

    @Suite("the request")
    struct Request {
        @Test("asks the endpoint's API for page 1 of safe images of every kind, 50 a page, in the endpoint's language, with the key")
        func firstRequest() async throws {
            let network = ScriptedNetwork()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: .never))
            defer { run.dispose() }
            let call = try #require(network.calls.first)
            #expect(call.url == "http://gallery.test/api/")
            #expect(call.parameters == ["key": "test-key", "safesearch": "true", "per_page": "50", "page": "1", "lang": "en"])
            #expect(ImageSearch.pageSize == 50)
        }

        @Test("sends the search text, trimmed, as q, and the endpoint's language as lang")
        func searchText() throws {
            let network = ScriptedNetwork()
            let endpoint = PixabayEndpoint(baseURL: URL(string: "http://gallery.test")!, apiKey: "k", language: .japanese)
            let run = EventRecorder(ImageSearch(network: network, endpoint: endpoint).searchImages(text: "  山 湖\n", nextPageTrigger: .never))
            defer { run.dispose() }
            let call = try #require(network.calls.first)
            #expect(call.parameters["q"] == "山 湖")
            #expect(call.parameters["lang"] == "ja")
        }

        @Test("leaves q out for an empty or blank search text", arguments: ["", "   ", "\n\t"])
        func blankText(text: String) throws {
            let network = ScriptedNetwork()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(text: text, nextPageTrigger: .never))
            defer { run.dispose() }
            #expect(try #require(network.calls.first).parameters["q"] == nil)
        }

        @Test("starts at the first page asked for; below 1 means 1", arguments: [(3, 3), (1, 1), (0, 1), (-7, 1)])
        func firstPage(asked: Int, expected: Int) {
            let network = ScriptedNetwork()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(text: "", firstPage: asked, nextPageTrigger: .never))
            defer { run.dispose() }
            #expect(network.pages == [expected])
        }

        @Test(
            "the API is at <base>/api/, or at the base itself when it already ends in /api",
            arguments: [
                ("https://pixabay.com", "https://pixabay.com/api/"), ("http://h:8080/", "http://h:8080/api/"),
                ("http://h/api", "http://h/api/"), ("http://h/api/", "http://h/api/"), ("http://h/mirror", "http://h/mirror/api/"),
                ("http://h/mirror/api//", "http://h/mirror/api/"), ("http://h/api?x=1#f", "http://h/api/"), ("http://h/apis", "http://h/apis/api/"),
            ])
        func apiURL(base: String, expected: String) throws {
            let endpoint = PixabayEndpoint(baseURL: try #require(URL(string: base)), apiKey: "k", language: .english)
            #expect(endpoint.apiURL.absoluteString == expected)
        }

        @Test("sends the filters' parameters on every page, and only those that filter")
        func filters() async throws {
            let network = ImageSearchTests.network(total: 500, pageSizes: [50, 50])
            let filters = SearchFilters(imageType: .vector, orientation: .vertical, colors: [.blue, .red], category: .music, editorsChoiceOnly: true, order: .latest)
            let (trigger, input) = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint)
                .searchImages(text: "", filters: filters, firstPage: 1, nextPageTrigger: trigger))
            defer { run.dispose() }
            #expect(await run.waitForValues(1))
            input.send(value: ())
            #expect(await run.waitForValues(2))
            for call in network.calls {
                #expect(call.parameters.filter { !["key", "safesearch", "per_page", "page", "lang"].contains($0.key) } == [
                    "image_type": "vector", "orientation": "vertical", "colors": "red,blue", "category": "music",
                    "editors_choice": "true", "order": "latest",
                ])
            }
            #expect(network.pages == [1, 2])
        }

        @Test("a missing page, or one below 1, is page 1 in the parameters")
        func missingPage() {
            let endpoint = ImageSearchTests.endpoint
            #expect(endpoint.searchParameters(text: "", page: nil)["page"] == "1")
            #expect(endpoint.searchParameters(text: "", page: 0)["page"] == "1")
            #expect(endpoint.searchParameters(text: "", page: 12)["page"] == "12")
        }
    }

    @Suite("paging")
    struct Paging {
        @Test("requests page 1 as soon as it starts and sends it decoded")
        func firstPage() async {
            let network = ImageSearchTests.network(total: 500, pageSizes: [50])
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: .never))
            defer { run.dispose() }
            #expect(await run.waitForValues(1))
            #expect(network.pages == [1])
            #expect(run.values.first?.totalCount == 500)
            #expect(run.values.first?.images.map(\.id) == Array(1...50))
            #expect(!run.isTerminated)
        }

        @Test("asks for one more page for each trigger value")
        func onePagePerTrigger() async {
            let network = ImageSearchTests.network(total: 500, pageSizes: [50, 50, 50])
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            defer { run.dispose() }
            trigger.input.send(value: ())
            trigger.input.send(value: ())
            #expect(await run.waitForValues(3))
            #expect(network.pages == [1, 2, 3])
            #expect(run.values.map { $0.images.first?.id } == [1, 51, 101])
        }

        @Test("completes when the images found reach the total, even after full pages")
        func completesAtTotal() async {
            let network = ImageSearchTests.network(total: 100, pageSizes: [50, 50, 50])
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            trigger.input.send(value: ())
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(run.values.count == 2)
            trigger.input.send(value: ())
            #expect(network.pages == [1, 2])
        }

        @Test("completes when a page brings fewer than 50 images, whatever the total says")
        func completesOnShortPage() async {
            let network = ImageSearchTests.network(total: 500, pageSizes: [50, 30])
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            trigger.input.send(value: ())
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(run.values.map(\.images.count) == [50, 30])
        }

        @Test("an empty result sends its empty page and completes")
        func emptyResult() async {
            let run = EventRecorder(ImageSearch(network: ImageSearchTests.network(total: 0, pageSizes: []), endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: .never))
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(run.values == [ResponseEntity(totalCount: 0, images: [], matchCount: 7)])
        }

        @Test("counts the pages before the first one as full")
        func laterFirstPage() async {
            let network = ImageSearchTests.network(total: 150, pageSizes: [50, 50, 50])
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(text: "", firstPage: 3, nextPageTrigger: .never))
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(network.pages == [3])
        }

        @Test("ignores triggers while a page is loading")
        func triggersWhileLoading() async throws {
            let network = ScriptedNetwork()
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            defer { run.dispose() }
            trigger.input.send(value: ())
            trigger.input.send(value: ())
            #expect(network.pages == [1])
            network.calls[0].exchange.answer(try PixabayJSON.data(PixabayJSON.page(totalHits: 500, count: 50)))
            #expect(network.pages == [1])
            trigger.input.send(value: ())
            #expect(network.pages == [1, 2])
        }

        @Test("a trigger sent while a page is being delivered is served right after it, in order")
        func triggerDuringDelivery() async {
            let network = ImageSearchTests.network(total: 150, pageSizes: [50, 50, 50])
            let trigger = ImageSearchTests.trigger()
            let search = ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer)
                .on(value: { _ in trigger.input.send(value: ()) })
            let run = EventRecorder(search)
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(network.pages == [1, 2, 3])
            #expect(run.values.map { $0.images.first?.id } == [1, 51, 101])
        }

        @Test("completes once the trigger has completed and no page is loading")
        func triggerCompleted() async throws {
            let network = ScriptedNetwork()
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            trigger.input.sendCompleted()
            #expect(!run.isTerminated)
            network.calls[0].exchange.answer(try PixabayJSON.data(PixabayJSON.page(totalHits: 500, count: 50)))
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(run.values.count == 1)

            let single = EventRecorder(ImageSearch(network: ImageSearchTests.network(total: 500, pageSizes: [50, 50]), endpoint: ImageSearchTests.endpoint)
                .searchImages(text: "", firstPage: 2, nextPageTrigger: .empty))
            #expect(await single.waitForTermination())
            #expect(single.isCompleted && single.values.count == 1)
        }

        @Test("forwards a network error and asks for nothing more")
        func networkError() async {
            let network = ScriptedNetwork { page in page == 1 ? .success(Data()) : .failure(.notReachedServer) }
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)

            let failing = ScriptedNetwork { _ in .failure(.notReachedServer) }
            let failed = EventRecorder(ImageSearch(network: failing, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            #expect(await failed.waitForTermination())
            #expect(failed.error == .notReachedServer)
            trigger.input.send(value: ())
            #expect(failing.pages == [1])
        }

        @Test("an undecodable page such as {} fails with incorrect data")
        func undecodablePage() async {
            let network = ScriptedNetwork { _ in .success(Data("{}".utf8)) }
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: .never))
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)
            #expect(run.values.isEmpty)
        }

        @Test("a network that completes without sending the page is incorrect data")
        func noPage() async {
            let network = ScriptedNetwork()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: .never))
            network.calls[0].exchange.complete()
            #expect(await run.waitForTermination())
            #expect(run.error == .incorrectDataReturned)
        }

        @Test("disposing cancels the page in flight and stops listening to the trigger")
        func dispose() async {
            let network = ScriptedNetwork()
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            let exchange = network.calls[0].exchange
            #expect(!exchange.isEnded)
            run.dispose()
            #expect(exchange.isEnded)
            trigger.input.send(value: ())
            #expect(network.pages == [1])
        }

        @Test("a page whose answer ends after a trigger has asked for the next page does not fail the search")
        func answerEndsAfterNextPageAsked() async {
            let trigger = ImageSearchTests.trigger()
            let network = InterleavingNetwork(pageCount: 3, trigger: trigger.input)
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            #expect(await run.waitForTermination())
            #expect(run.error == nil)
            #expect(run.isCompleted)
            #expect(run.values.map { $0.images.first?.id } == [1, 51, 101])
            #expect(network.pages == [1, 2, 3])
        }

        @Test("bursts of triggers from many threads, with answers on another, ask for each page once and get pages in order")
        func concurrentTriggers() async {
            let network = ImageSearchTests.network(total: 1_000, pageSizes: Array(repeating: 50, count: 20), on: DispatchQueue(label: "answers"))
            let trigger = ImageSearchTests.trigger()
            let run = EventRecorder(ImageSearch(network: network, endpoint: ImageSearchTests.endpoint).searchImages(nextPageTrigger: trigger.producer))
            for page in 1..<20 {
                #expect(await run.waitForValues(page))
                DispatchQueue.concurrentPerform(iterations: 4) { _ in
                    for _ in 0..<50 { trigger.input.send(value: ()) }
                }
            }
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            #expect(network.pages == Array(1...20))
            let firstIDs: [UInt64?] = run.values.map { $0.images.first?.id }
            let expectedIDs: [UInt64?] = (0..<20).map { UInt64($0 * 50 + 1) }
            #expect(firstIDs == expectedIDs)
        }
    }
}
