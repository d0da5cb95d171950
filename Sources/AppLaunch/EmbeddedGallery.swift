import AppSupport
import Dispatch
import Foundation
import Gallery
import Logging
import ReactiveCore

/// The Gallery server an app starts in-process when it has no other source: the demo gallery
/// on 127.0.0.1, on a free port, with its data in the user's cache directory
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
    public static func start(environment: [String: String], logger: Logger) throws(GalleryStartupError) -> GalleryServer {
        var configuration = GalleryConfiguration()
        // The apps' own XDG rule, so that the gallery's data goes where their cache goes.
        configuration.dataDirectory = dataDirectory(environment: environment)
        configuration.logger = logger
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
