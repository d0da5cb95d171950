import AppSupport
import Foundation
import Gallery
import Logging

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

    /// Starts the server without waiting for it: returns at once with the address it will serve
    /// at (a port on 127.0.0.1 held for it) while it opens its index and binds on Swift
    /// concurrency's threads; `StartingGallery.waitUntilServing()` waits for it and throws the
    /// Gallery's start-up error (a sentence fit for the terminal). Throws now only when no port
    /// can be held. The server runs until the process ends. Call it before the app's run loop
    /// starts.
    public static func start(environment: [String: String], logger: Logger) throws(GalleryStartupError) -> StartingGallery {
        var configuration = GalleryConfiguration()
        // The apps' own XDG rule, so that the gallery's data goes where their cache goes.
        configuration.dataDirectory = dataDirectory(environment: environment)
        configuration.logger = logger
        return try StartingGallery(configuration: configuration)
    }
}
