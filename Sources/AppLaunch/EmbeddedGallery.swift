import AppSupport
import Dispatch
import Foundation
import Gallery
import Logging
import ReactiveCore

/// The Gallery server an app starts in-process when it has no other source: the demo gallery
/// on 127.0.0.1, on a free port or the one the app remembers, with its data in the user's cache directory
/// (`$XDG_CACHE_HOME/reactivemvvm-gallery`), so that the app works with no set-up and no network.
public enum EmbeddedGallery {
    /// What the app's title names as the source of the embedded gallery's pictures.
    public static func sourceName(in language: AppLanguage) -> String {
        language.text(english: "offline demo gallery", japanese: "オフラインのデモギャラリー")
    }

    /// Where the server keeps its index and renditions: `reactivemvvm-gallery` in the cache
    /// folder AppSupport's `XDGDirectories` names for `environment` (`$XDG_CACHE_HOME`, else
    /// `$HOME/.cache`).
    public static func dataDirectory(environment: [String: String]) -> URL {
        XDGDirectories.cacheHome(environment: environment).appending(path: GalleryConfiguration.dataFolderName, directoryHint: .isDirectory)
    }

    /// Starts the server and blocks the calling thread until its port is bound; throws the
    /// Gallery's start-up error (a sentence fit for the terminal). The server runs until the
    /// process ends. Call it from the main thread before the app's run loop starts (its work
    /// runs on Swift concurrency's threads, never on the caller's).
    ///
    /// With `port`, it listens on the port remembered there — the first time on a port the system
    /// chooses, which it then remembers — so that the addresses of one run work again in the next.
    /// When another program holds the remembered port, it listens on a free one for this run and
    /// keeps the remembered one for the next (a failure to remember is logged, not thrown).
    public static func start(environment: [String: String], logger: Logger, port: RememberedPort? = nil) throws(GalleryStartupError) -> GalleryServer {
        var configuration = GalleryConfiguration()
        // The apps' own XDG rule, so that the gallery's data goes where their cache goes.
        configuration.dataDirectory = dataDirectory(environment: environment)
        configuration.logger = logger
        guard let port else { return try start(configuration) }
        let remembered = port.read()
        configuration.port = remembered ?? 0
        let server: GalleryServer
        do {
            server = try start(configuration)
        } catch .portInUse where remembered != nil {
            logger.notice("the remembered port is in use; listening on a free one for this run", metadata: ["port": "\(configuration.port)"])
            configuration.port = 0
            return try start(configuration)
        }
        if remembered == nil, let bound = server.baseURL.port {
            do {
                try port.write(bound)
            } catch {
                logger.error("cannot remember the gallery's port", metadata: ["path": "\(port.file.path)", "error": "\(error)"])
            }
        }
        return server
    }

    /// Starts a server of `configuration`, blocking until it listens.
    private static func start(_ configuration: GalleryConfiguration) throws(GalleryStartupError) -> GalleryServer {
        let outcome = Locked<Result<GalleryServer, GalleryStartupError>?>(nil)
        let started = DispatchSemaphore(value: 0)
        Task.detached {
            let result: Result<GalleryServer, GalleryStartupError>
            do throws(GalleryStartupError) {
                result = .success(try await GalleryServer.start(configuration))
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            started.signal()
        }
        started.wait()
        return try outcome.withLock { $0! }.get()
    }
}
