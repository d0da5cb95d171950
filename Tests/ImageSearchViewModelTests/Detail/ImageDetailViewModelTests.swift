import AppSupport
import Dispatch
import Foundation
import ImageCodec
import ImageSearchModel
import ImageSearchViewModel
import ReactiveCore
import Testing
import TestSupport

@Suite("ImageDetailViewModel")
@MainActor
struct ImageDetailViewModelTests {
    static let images = SampleImages.entities(1...3)

    static func viewModel(
        network: StubNetwork = StubNetwork(),
        channel: MockExternalAppChannel = MockExternalAppChannel(),
        saver: StubImageSaver = StubImageSaver(),
        language: AppLanguage = .english,
        locale: String = "en_US"
    ) -> ImageDetailViewModel {
        ImageDetailViewModel(network: network, externalAppChannel: channel, saver: saver, language: language, locale: Locale(identifier: locale))
    }

    @Suite("showing an image")
    @MainActor
    struct Showing {
        @Test("every field comes from the image at the index")
        func fields() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel()
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            try await Waiting.until(viewModel.id) { $0 == 2 }
            #expect(viewModel.pageImageSizeText.value == "1002 x 2002")
            #expect(viewModel.tagText.value == "mountain, lake 2")
            #expect(viewModel.usernameText.value == "photographer2")
            #expect(viewModel.viewCountText.value == "123,456,789")
            #expect(viewModel.downloadCountText.value == "9,876,543")
            #expect(viewModel.likeCountText.value == "1,234")
        }

        @Test("counts are grouped as the injected locale writes them (German: 123.456.789)")
        func germanLocale() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel(locale: "de_DE")
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            #expect(try await Waiting.until(viewModel.viewCountText) { $0 != nil } == "123.456.789")
            #expect(viewModel.downloadCountText.value == "9.876.543")
            #expect(viewModel.likeCountText.value == "1.234")
        }

        @Test("nothing is shown before an image is selected")
        func initiallyEmpty() {
            let viewModel = ImageDetailViewModelTests.viewModel()
            #expect(viewModel.id.value == nil)
            #expect(viewModel.tagText.value == nil)
            #expect(viewModel.viewCountText.value == nil)
            #expect(viewModel.image.value == nil)
            #expect(!viewModel.isLoadingImage.value)
        }

        @Test("values arrive on the main queue when the update comes from another thread")
        func mainQueue() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel()
            let onMainQueue = Log<Bool>()
            viewModel.id.signal.observeValues { _ in onMainQueue.append(MainQueue.isCurrent) }
            viewModel.image.signal.observeValues { _ in onMainQueue.append(MainQueue.isCurrent) }
            let images = ImageDetailViewModelTests.images
            DispatchQueue.global().async { viewModel.update(imageEntities: images, atIndex: 0) }
            try await Waiting.until(viewModel.image) { $0 != nil }
            #expect(!onMainQueue.values.isEmpty)
            #expect(onMainQueue.values.allSatisfy { $0 })
        }

        @Test("an index out of range clears everything and cancels the image load")
        func outOfRange() async throws {
            let network = StubNetwork(answer: .nothing)
            let viewModel = ImageDetailViewModelTests.viewModel(network: network)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            try await Waiting.until(viewModel.id) { $0 == 1 }
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 3)
            try await Waiting.until(viewModel.id) { $0 == nil }
            #expect(viewModel.pageImageSizeText.value == nil)
            #expect(viewModel.tagText.value == nil)
            #expect(viewModel.usernameText.value == nil)
            #expect(viewModel.viewCountText.value == nil)
            #expect(viewModel.downloadCountText.value == nil)
            #expect(viewModel.likeCountText.value == nil)
            #expect(viewModel.image.value == nil)
            #expect(!viewModel.isLoadingImage.value)
            #expect(network.cancelledImageURLs == ["https://cdn.pixabay.example/webformat/1.jpg"])
        }
    }

    @Suite("larger image")
    @MainActor
    struct LargerImage {
        @Test("the webformat image is loaded at full size and shown; loading is true meanwhile")
        func loads() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel()
            let loading = Log<Bool>()
            viewModel.isLoadingImage.signal.observeValues { loading.append($0) }
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 2)
            #expect(try await Waiting.until(viewModel.image) { $0 != nil } == SampleImages.picture(shade: 1))
            try await Waiting.until(viewModel.isLoadingImage) { !$0 }
            #expect(loading.values == [true, false])
        }

        @Test("asks the network for the webformat URL with no size to fit")
        func requestedURL() async throws {
            let network = StubNetwork()
            let viewModel = ImageDetailViewModelTests.viewModel(network: network)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 2)
            try await Waiting.until(viewModel.image) { $0 != nil }
            #expect(network.imageRequests == [StubNetwork.ImageRequest(url: "https://cdn.pixabay.example/webformat/3.jpg", size: nil)])
        }

        @Test("each update loads the image anew, cancelling the previous load")
        func reloadedOnEachUpdate() async throws {
            let network = StubNetwork(answer: .nothing)
            let viewModel = ImageDetailViewModelTests.viewModel(network: network)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            try await Waiting.until(viewModel.id) { $0 == 2 }
            #expect(network.imageRequests.map(\.url) == [
                "https://cdn.pixabay.example/webformat/1.jpg",
                "https://cdn.pixabay.example/webformat/2.jpg",
                "https://cdn.pixabay.example/webformat/2.jpg",
            ])
            #expect(network.cancelledImageURLs == [
                "https://cdn.pixabay.example/webformat/1.jpg",
                "https://cdn.pixabay.example/webformat/2.jpg",
            ])
            #expect(viewModel.isLoadingImage.value)
        }

        @Test("a new selection shows no picture of the previous one")
        func noStalePicture() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel()
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            try await Waiting.until(viewModel.image) { $0 == SampleImages.picture(shade: 1) }
            let pictures = Log<Image?>()
            viewModel.image.signal.observeValues { pictures.append($0) }
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 1)
            try await Waiting.until(viewModel.image) { $0 == SampleImages.picture(shade: 2) }
            #expect(pictures.values == [nil, SampleImages.picture(shade: 2)])
        }

        @Test("a failed load ends loading and says why in the message")
        func failure() async throws {
            let viewModel = ImageDetailViewModelTests.viewModel(network: StubNetwork(answer: .failure(.connectionLost)))
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            let message = try await Waiting.until(viewModel.message) { $0 != nil }
            #expect(message == "The larger image could not be loaded. \(NetworkError.connectionLost.description(in: .english))")
            #expect(!viewModel.isLoadingImage.value)
            #expect(viewModel.image.value == nil)
        }

        @Test("the load stops when the view model is released")
        func releasedViewModel() {
            let network = StubNetwork(answer: .nothing)
            var viewModel: ImageDetailViewModel? = ImageDetailViewModelTests.viewModel(network: network)
            weak let weakViewModel = viewModel
            viewModel?.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            viewModel = nil
            #expect(weakViewModel == nil)
            #expect(network.cancelledImageURLs == ["https://cdn.pixabay.example/webformat/1.jpg"])
        }
    }

    @Suite("opening the image's page")
    @MainActor
    struct OpeningPage {
        /// Opens the page of the first image through a channel answering `outcome`; returns the
        /// channel and the message shown.
        func open(answering outcome: ExternalAppOutcome, in language: AppLanguage = .english) async throws -> (MockExternalAppChannel, String?) {
            let channel = MockExternalAppChannel(outcome: outcome)
            let viewModel = ImageDetailViewModelTests.viewModel(channel: channel, language: language)
            viewModel.update(imageEntities: ImageDetailViewModelTests.images, atIndex: 0)
            try await Waiting.until(viewModel.id) { $0 == 1 }
            viewModel.openImagePage()
            return (channel, try await Waiting.until(viewModel.message) { $0 != nil })
        }

        @Test("opens the page URL through the external-app channel and says so")
        func opened() async throws {
            let (channel, message) = try await open(answering: .opened)
            #expect(channel.openedURLs == ["https://pixabay.example/photos/1/"])
            #expect(message == "The image's page was opened in your web browser.")
        }

        @Test("with no opener, the message gives the URL to open by hand", arguments: [AppLanguage.english, .japanese])
        func noOpener(language: AppLanguage) async throws {
            let (_, message) = try await open(answering: .noOpener, in: language)
            #expect(message?.hasSuffix("https://pixabay.example/photos/1/") == true)
            #expect(message?.hasPrefix(language == .english ? "No web browser" : "ここではウェブブラウザ") == true)
        }

        @Test("when the opener fails, the message gives the URL to open by hand", arguments: [AppLanguage.english, .japanese])
        func openerFailed(language: AppLanguage) async throws {
            let (_, message) = try await open(answering: .failed(reason: "exec failed"), in: language)
            #expect(message?.hasSuffix("https://pixabay.example/photos/1/") == true)
            #expect(message?.contains("exec failed") == false)
            #expect(message?.hasPrefix(language == .english ? "The web browser" : "ウェブブラウザを起動") == true)
        }

        @Test("with nothing selected, nothing is opened")
        func nothingSelected() {
            let channel = MockExternalAppChannel()
            ImageDetailViewModelTests.viewModel(channel: channel).openImagePage()
            #expect(channel.openedURLs.isEmpty)
        }
    }
}
