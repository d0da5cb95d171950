import AppLaunch
import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchView
import ImageSearchViewModel
import Logging
import ReactiveCore
import Swinject
import Testing
import TerminalUI
@testable import imagesearch

/// Settings pointing at a server nobody runs: the container only assembles, it sends nothing.
private func testSettings(language: AppLanguage = .english) -> ImageSearchSettings {
    ImageSearchSettings(
        endpoint: PixabayEndpoint(baseURL: URL(string: "http://127.0.0.1:9")!, apiKey: "test-key", language: language),
        source: .server(host: "127.0.0.1"),
        language: language,
        locale: Locale(identifier: "en_US"),
        searchText: "",
        filters: SearchFilters(imageType: .vector, order: .latest),
        picturesFolder: PicturesFolder(
            url: URL(filePath: "/home/me/Pictures", directoryHint: .isDirectory),
            fallback: PicturesFolderFallback(reason: .notAbsolute("Bilder"), file: "/home/me/.config/user-dirs.dirs")),
        redactor: SecretRedactor(secrets: ["test-key"]),
        cacheDirectory: FileManager.default.temporaryDirectory.appending(path: "imagesearch-container-\(UUID().uuidString)"),
        logger: Logger(label: "test"))
}

@MainActor
@Suite("The composition root's container")
struct ImageSearchContainerTests {
    let container = ImageSearchContainer.make(settings: testSettings()) {}

    @Test("resolves every service to the real implementation")
    func resolvesServices() {
        #expect(container.resolve(HTTPTransport.self) != nil)
        #expect(container.resolve(Networking.self) is Network)
        #expect(container.resolve(ImageSearching.self) is ImageSearch)
        #expect(container.resolve(ExternalAppChanneling.self) is ExternalAppChannel)
        #expect(container.resolve(ImageSearchTableViewModeling.self) is ImageSearchTableViewModel)
        #expect(container.resolve(ImageDetailViewModelModifiable.self) is ImageDetailViewModel)
        #expect(container.resolve(ImageDetailViewModeling.self) is ImageDetailViewModel)
        #expect(container.resolve(ImageSaving.self) is ImageSaver)
    }

    @Test("saves into the settings' pictures folder, downloading through the same session as everything else")
    func saving() {
        #expect(container.resolve(ImageSaving.self)?.folderPath == "/home/me/Pictures")
        #expect(container.resolve(ImageDetailViewModeling.self)?.picturesFolder == "/home/me/Pictures")
        #expect(container.resolve(ImageDetailViewModeling.self)?.picturesFolderNote?.contains("“Bilder”, which is not an absolute path") == true)
        #expect(container.resolve(HTTPStreamingTransport.self) as AnyObject === container.resolve(URLSessionTransport.self))
    }

    @Test("starts the list with the settings' filters")
    func filters() throws {
        let list = try #require(container.resolve(ImageSearchTableViewModeling.self) as? ImageSearchTableViewModel)
        #expect(list.filters.value == SearchFilters(imageType: .vector, order: .latest))
        #expect(list.filterSummary.value == "Vector graphics · Latest first")
    }

    @Test("keeps one instance of each service and view model for the container's life")
    func containerScope() {
        #expect(container.resolve(ImageSearchTableViewModeling.self) === container.resolve(ImageSearchTableViewModeling.self))
        #expect(container.resolve(ImageSearching.self) as AnyObject === container.resolve(ImageSearching.self) as AnyObject)
    }

    @Test("shares one detail view model between the list, which sets it, and the detail screen, which shows it")
    func sharedDetailViewModel() {
        let modifiable = container.resolve(ImageDetailViewModelModifiable.self)
        let shown = container.resolve(ImageDetailViewModeling.self)
        #expect(modifiable != nil && modifiable === shown)
    }

    @Test("injects the list's view model into the list screen, and the detail's into each detail screen")
    func injectsViewModels() throws {
        let list = try #require(container.resolve(ImageSearchTableViewController.self))
        #expect(list.viewModel === container.resolve(ImageSearchTableViewModeling.self))
        let detail = try #require(list.detailViewControllerFactory?() as? ImageDetailViewController)
        #expect(detail.viewModel === container.resolve(ImageDetailViewModeling.self))
        let another = container.resolve(ImageDetailViewController.self)
        #expect(another !== detail, "a new detail screen for each opening")
    }

    @Test("puts the list at the root of the navigation stack")
    func navigationRoot() throws {
        let navigation = try #require(container.resolve(AppNavigationController.self))
        #expect(navigation.topViewController is ImageSearchTableViewController)
    }

    @Test("calls the quit action for q")
    func quitKey() throws {
        let quit = Locked(0)
        let container = ImageSearchContainer.make(settings: testSettings()) { quit.withLock { $0 += 1 } }
        let navigation = try #require(container.resolve(AppNavigationController.self))
        let window = Window(size: Size(width: 40, height: 10))
        window.rootViewController = navigation
        window.send(.key(KeyEvent(.character("q"))))
        #expect(quit.withLock { $0 } == 1)
    }
}
