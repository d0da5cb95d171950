import AppLaunch
import AppRelease
import AppSupport
import Foundation
import ImageSearchModel
import ImageSearchView
import ImageSearchViewModel
import Swinject
import TerminalUI

/// The composition root's container — the seeds' `AppDelegate` registrations, for the terminal:
/// initializer injection for the model and the view models, property injection into the views
/// in `initCompleted` (our counterpart of SwinjectStoryboard), and one detail view model shared
/// by the list (which sets the selection) and the detail screen (which shows it).
///
/// Main actor only: Swinject's `Container` is not `Sendable`, so it is built and resolved on the
/// main actor, once at start-up and once per detail or saved-pictures screen opened — never per
/// row or event.
/// Services and view models live as long as the container (`.container` scope); screens are
/// made anew on each resolve (`.transient`).
@MainActor
enum ImageSearchContainer {
    /// At most this many images download at once (previews of the visible rows first: rows that
    /// leave the screen cancel theirs).
    static let concurrentDownloads = 4
    /// The disk cache's bound.
    static let cacheSize = 64 << 20

    /// A container with everything registered; `quit` ends the app (the `q` key), after the
    /// saves under way deleted what they wrote and the recent searches were written.
    static func make(settings: ImageSearchSettings, quit: @escaping @MainActor () -> Void) -> Container {
        let container = Container()
        registerModel(in: container, settings: settings)
        registerViewModels(in: container, settings: settings)
        let prepareToExit = exitPreparation(of: container)
        registerViews(in: container, settings: settings) {
            prepareToExit()
            quit()
        }
        return container
    }

    /// What to do right before the app exits (`q`, Ctrl-C): delete what the saves under way wrote,
    /// and wait for the recent searches to be written.
    static func exitPreparation(of container: Container) -> @MainActor () -> Void {
        let saves = container.resolve(ImageSaving.self)
        let history = container.resolve(SearchHistoryStoring.self)
        return {
            saves?.abandonUnfinishedSaves()
            history?.finishWriting()
        }
    }

    private static func registerModel(in container: Container, settings: ImageSearchSettings) {
        container.register(URLSessionTransport.self) { _ in
            URLSessionTransport(userAgent: "imagesearch/\(AppVersion.current)")
        }.inObjectScope(.container)
        container.register(HTTPStreamingTransport.self) { resolver in
            resolver.resolve(URLSessionTransport.self)!
        }.inObjectScope(.container)
        container.register(HTTPTransport.self) { resolver in
            let network = resolver.resolve(URLSessionTransport.self)!
            let limited = ConcurrencyLimitedTransport(wrapping: network, maximumConcurrentExchanges: concurrentDownloads)
            let rateLimited = RateLimitedTransport(wrapping: limited)
            // Pixabay's 24 hours for pixabay.com; other servers' answers as they allow.
            let cache = ResponseCache(directory: settings.cacheDirectory, maximumSize: cacheSize, policy: .standard)
            return CachingTransport(wrapping: rateLimited, cache: cache)
        }.inObjectScope(.container)
        container.register(Networking.self) { resolver in
            Network(transport: resolver.resolve(HTTPTransport.self)!, redactor: settings.redactor, logger: settings.logger)
        }.inObjectScope(.container)
        container.register(ImageSearching.self) { resolver in
            ImageSearch(network: resolver.resolve(Networking.self)!, endpoint: settings.endpoint)
        }.inObjectScope(.container)
        container.register(ExternalAppChanneling.self) { _ in
            ExternalAppChannel()
        }.inObjectScope(.container)
        container.register(SearchHistoryStoring.self) { _ in
            guard let file = settings.searchHistoryFile else { return NoSearchHistory() }
            return SearchHistoryFile(url: file, redactor: settings.redactor, logger: settings.logger)
        }.inObjectScope(.container)
        container.register(SavedPicturesListing.self) { resolver in
            SavedPicturesFolder(folderPath: resolver.resolve(ImageSaving.self)!.folderPath)
        }.inObjectScope(.container)
        container.register(ImageSaving.self) { resolver in
            ImageSaver(
                folder: settings.picturesFolder?.url, transport: resolver.resolve(HTTPStreamingTransport.self)!,
                redactor: settings.redactor, logger: settings.logger)
        }.inObjectScope(.container)
    }

    private static func registerViewModels(in container: Container, settings: ImageSearchSettings) {
        container.register(ImageDetailViewModelModifiable.self) { resolver in
            ImageDetailViewModel(
                network: resolver.resolve(Networking.self)!,
                externalAppChannel: resolver.resolve(ExternalAppChanneling.self)!,
                saver: resolver.resolve(ImageSaving.self)!,
                language: settings.language,
                locale: settings.locale,
                picturesFolderFallback: settings.picturesFolder?.fallback)
        }.inObjectScope(.container)
        container.register(ImageDetailViewModeling.self) { resolver in
            resolver.resolve(ImageDetailViewModelModifiable.self)!
        }.inObjectScope(.transient)
        container.register(ImageSearchTableViewModeling.self) { resolver in
            ImageSearchTableViewModel(
                imageSearch: resolver.resolve(ImageSearching.self)!,
                network: resolver.resolve(Networking.self)!,
                detailViewModel: resolver.resolve(ImageDetailViewModelModifiable.self)!,
                language: settings.language,
                locale: settings.locale,
                source: settings.source,
                keyVariable: settings.keyVariable,
                searchText: settings.searchText,
                filters: settings.filters,
                picturesFolder: settings.picturesFolder,
                searchHistory: resolver.resolve(SearchHistoryStoring.self)!)
        }.inObjectScope(.container)
        container.register(SavedPicturesViewModeling.self) { resolver in
            SavedPicturesViewModel(
                listing: resolver.resolve(SavedPicturesListing.self)!,
                externalAppChannel: resolver.resolve(ExternalAppChanneling.self)!,
                language: settings.language,
                locale: settings.locale)
        }.inObjectScope(.transient)
    }

    private static func registerViews(in container: Container, settings: ImageSearchSettings, quit: @escaping @MainActor () -> Void) {
        container.register(ImageSearchTableViewController.self) { _ in
            ImageSearchTableViewController(language: settings.language)
        }.inObjectScope(.transient).initCompleted { resolver, controller in
            controller.viewModel = resolver.resolve(ImageSearchTableViewModeling.self)
            controller.detailViewControllerFactory = { resolver.resolve(ImageDetailViewController.self) }
            controller.savedPicturesViewControllerFactory = { resolver.resolve(SavedPicturesViewController.self) }
        }
        container.register(SavedPicturesViewController.self) { _ in
            SavedPicturesViewController(language: settings.language)
        }.inObjectScope(.transient).initCompleted { resolver, controller in
            controller.viewModel = resolver.resolve(SavedPicturesViewModeling.self)
        }
        container.register(ImageDetailViewController.self) { _ in
            ImageDetailViewController(language: settings.language)
        }.inObjectScope(.transient).initCompleted { resolver, controller in
            controller.viewModel = resolver.resolve(ImageDetailViewModeling.self)
        }
        container.register(AppNavigationController.self) { resolver in
            AppNavigationController(rootViewController: resolver.resolve(ImageSearchTableViewController.self)!, language: settings.language, quit: quit)
        }.inObjectScope(.transient)
    }
}
