import AppSupport
import Foundation
import Gallery
import Logging

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

    /// Starts the server without waiting for it: returns at once with the address it will serve
    /// at (a port on 127.0.0.1 held for it) while it opens its index and binds on Swift
    /// concurrency's threads; `StartingGallery.waitUntilServing()` waits for it and throws the
    /// Gallery's start-up error (a sentence fit for the terminal). Throws now only when no port
    /// can be held. The server runs until the process ends. Call it before the app's run loop
    /// starts.
    ///
    /// With `port`, it serves on the port remembered there — the first time on a port the system
    /// chooses, which it then remembers — so that the addresses of one run work again in the next.
    /// When another program holds the remembered port, it serves on a free one for this run and
    /// keeps the remembered one for the next (a failure to remember is logged, not thrown).
    public static func start(environment: [String: String], logger: Logger, port: RememberedPort? = nil) throws(GalleryStartupError) -> StartingGallery {
        var configuration = GalleryConfiguration()
        // The apps' own XDG rule, so that the gallery's data goes where their cache goes.
        configuration.dataDirectory = dataDirectory(environment: environment)
        configuration.logger = logger
        let reservation = try reservePort(host: configuration.host, remembered: port, logger: logger)
        return try StartingGallery(configuration: configuration, reservation: reservation)
    }

    /// Holds the remembered port when there is one and it is free, else a free port (remembered
    /// when nothing was).
    private static func reservePort(host: String, remembered: RememberedPort?, logger: Logger) throws(GalleryStartupError) -> LoopbackPortReservation {
        guard let remembered else { return try LoopbackPortReservation(host: host) }
        if let port = remembered.read() {
            do {
                return try LoopbackPortReservation(host: host, port: port)
            } catch {
                logger.notice("the remembered port is in use; serving on a free one for this run", metadata: ["port": "\(port)", "error": "\(error)"])
                return try LoopbackPortReservation(host: host)
            }
        }
        let reservation = try LoopbackPortReservation(host: host)
        do {
            try remembered.write(reservation.port)
        } catch {
            logger.error("cannot remember the gallery's port", metadata: ["path": "\(remembered.file.path)", "error": "\(error)"])
        }
        return reservation
    }
}
