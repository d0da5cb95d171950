import AppSupport
import Foundation
import Gallery
import ImageCodec
import ImageSearchModel
import ReactiveCore
import Testing
import TestSupport

/// The model end to end against an in-process Gallery on loopback, through the real
/// URLSession transport.
@Suite("Against a local Gallery")
struct GalleryIntegrationTests {
    static let apiKey = "model-tests"

    /// The real network, on a URLSession transport.
    /// A network on the real transport. Its timeout is generous: on a busy machine the debug
    /// build's first render of a large picture can take seconds before the first byte.
    static func network() -> Network {
        Network(
            transport: URLSessionTransport(userAgent: "ImageSearchModelTests"), redactor: SecretRedactor(secrets: [apiKey]),
            logger: LogRecorder().logger, timeout: 25)
    }

    /// A search of `server` in `language`.
    static func search(_ server: GalleryServer, network: Network = network(), language: AppLanguage = .english) -> ImageSearch {
        ImageSearch(network: network, endpoint: PixabayEndpoint(baseURL: server.baseURL, apiKey: apiKey, language: language))
    }

    @Test("an unfiltered search finds every picture of the gallery, of every kind, and sends them page by page")
    func firstPage() async throws {
        try await LocalGallery.serving { server in
            let run = EventRecorder(Self.search(server).searchImages(nextPageTrigger: .never))
            defer { run.dispose() }
            #expect(await run.waitForValues(1))
            let page = try #require(run.values.first)
            #expect(page.totalCount == Int64(LocalGallery.demoImageCount))
            #expect(page.images.count == ImageSearch.pageSize)
            #expect(page.images.allSatisfy { $0.previewURL.hasPrefix(server.baseURL.absoluteString) && !$0.tags.isEmpty })
        }
    }

    @Test("paging to the end asks for one page per trigger and completes when the images found reach the total")
    func pagingToTheEnd() async throws {
        try await LocalGallery.serving { server in
            let (pulls, trigger) = Signal<Void, Never>.pipe()
            let run = EventRecorder(Self.search(server).searchImages(
                text: "", filters: SearchFilters(imageType: .photo), firstPage: 1, nextPageTrigger: SignalProducer(pulls)))
            #expect(await run.waitForValues(1))
            trigger.send(value: ())
            #expect(await run.waitForTermination())
            #expect(run.isCompleted)
            let ids = run.values.flatMap { $0.images.map(\.id) }
            #expect(run.values.map(\.images.count) == [50, 50])
            #expect(Set(ids).count == Int(LocalGallery.photoCount))
        }
    }

    @Test("a search for a word finds only pictures tagged with it")
    func wordSearch() async throws {
        try await LocalGallery.serving { server in
            // Photos only: the sunsets among them fit on one page, so the search ends by itself.
            let run = EventRecorder(Self.search(server).searchImages(
                text: "sunset", filters: SearchFilters(imageType: .photo), firstPage: 1, nextPageTrigger: .never))
            #expect(await run.waitForTermination())
            let images = run.values.flatMap(\.images)
            #expect(!images.isEmpty && images.count < Int(LocalGallery.photoCount))
            #expect(images.allSatisfy { $0.tags.contains("sunset") })
        }
    }

    @Test("the filters reach the gallery, which narrows and orders the results as Pixabay does")
    func filters() async throws {
        try await LocalGallery.serving { server in
            /// Every image `filters` find, and the total the gallery reported.
            func images(_ filters: SearchFilters) async throws -> (images: [ImageEntity], total: Int64) {
                let (pulls, trigger) = Signal<Void, Never>.pipe()
                let run = EventRecorder(Self.search(server).searchImages(text: "", filters: filters, firstPage: 1, nextPageTrigger: SignalProducer(pulls)))
                var seen = 0
                while case let pages = seen, await run.wait(until: { events in events.contains { $0.isTerminating } || events.count > pages }),
                      !run.isTerminated {
                    seen = run.events.count
                    trigger.send(value: ())
                }
                #expect(await run.waitForTermination())
                return (run.values.flatMap(\.images), try #require(run.values.first).totalCount)
            }
            #expect(try await images(SearchFilters(imageType: .photo)).total == LocalGallery.photoCount)
            #expect(try await images(SearchFilters(imageType: .vector)).total == LocalGallery.photoCount, "a quarter of the demo are patterns")
            let vertical = try await images(SearchFilters(orientation: .vertical))
            #expect(!vertical.images.isEmpty && vertical.images.allSatisfy { $0.pageImageHeight > $0.pageImageWidth })
            let blue = try await images(SearchFilters(colors: [.blue])).total
            let blueOrGrayscale = try await images(SearchFilters(colors: [.blue, .grayscale])).total
            #expect(blue > 0 && blueOrGrayscale > blue, "colours are any of those asked for")
            let chosen = try await images(SearchFilters(editorsChoiceOnly: true)).total
            #expect(chosen > 0 && chosen < Int64(LocalGallery.demoImageCount))
            let nature = try await images(SearchFilters(imageType: .photo, category: .nature))
            #expect(nature.total > 0 && nature.total < LocalGallery.photoCount)
            #expect(try await images(SearchFilters(imageType: .vector, category: .nature)).total == 0, "patterns are never nature")
            let popular = try await images(SearchFilters(imageType: .photo)).images.map(\.id)
            let latest = try await images(SearchFilters(imageType: .photo, order: .latest)).images.map(\.id)
            #expect(Set(popular) == Set(latest) && popular != latest)
        }
    }

    @Test("a Japanese search (q=山, lang=ja) finds the mountains, with Japanese tags")
    func japaneseSearch() async throws {
        try await LocalGallery.serving { server in
            let run = EventRecorder(Self.search(server, language: .japanese).searchImages(text: "山", nextPageTrigger: .never))
            #expect(await run.waitForValues(1))
            run.dispose()
            let page = try #require(run.values.first)
            #expect(page.totalCount == LocalGallery.photoCount)
            #expect(page.images.allSatisfy { $0.tags.contains("山") })
        }
    }

    @Test("previews decode at the size they are fitted to, and the larger image at its own size")
    func images() async throws {
        try await LocalGallery.serving { server in
            let network = Self.network()
            let search = EventRecorder(Self.search(server, network: network).searchImages(nextPageTrigger: .never))
            #expect(await search.waitForValues(1))
            search.dispose()
            let entity = try #require(search.values.first?.images.first)

            let preview = EventRecorder(network.requestImage(url: entity.previewURL, fitting: ImageSize(width: 40, height: 40)))
            #expect(await preview.waitForTermination())
            let fitted = try #require(preview.values.first)
            #expect(fitted.size == ImageSize(width: entity.previewWidth, height: entity.previewHeight).fitting(within: ImageSize(width: 40, height: 40)))

            let large = EventRecorder(network.requestImage(url: entity.imageURL))
            #expect(await large.waitForTermination())
            #expect(large.values.first?.size == ImageSize(width: entity.imageWidth, height: entity.imageHeight))
        }
    }

    @Test("once the server has stopped, searching and images fail as not reaching the server (or a lost connection)")
    func serverStopped() async throws {
        let network = Self.network()
        let (search, previewURL) = try await LocalGallery.serving { server in
            let run = EventRecorder(Self.search(server, network: network).searchImages(nextPageTrigger: .never))
            #expect(await run.waitForValues(1))
            run.dispose()
            return (Self.search(server, network: network), try #require(run.values.first?.images.first?.previewURL))
        }
        let run = EventRecorder(search.searchImages(nextPageTrigger: .never))
        let image = EventRecorder(network.requestImage(url: previewURL))
        #expect(await run.waitForTermination())
        #expect(await image.waitForTermination())
        for error in [run.error, image.error] {
            #expect(error == .notReachedServer || error == .connectionLost, "got \(String(describing: error))")
        }
    }
}
