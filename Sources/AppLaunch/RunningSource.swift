import Foundation
import Gallery
import Logging

/// A ``DataSource`` made ready: the base URL to ask, and the embedded Gallery when the app
/// started one (keep this value alive for as long as the app runs: it owns the server). The
/// embedded Gallery may still be starting: the app builds its screens meanwhile and calls
/// ``waitUntilServing()`` before the first screen appears.
public struct RunningSource: Sendable {
    /// The server the app asks.
    public let baseURL: URL
    /// The Gallery started in-process, when it is the source.
    public let embeddedGallery: StartingGallery?

    /// Waits, blocking the calling thread, until the embedded Gallery listens (at once for a
    /// remote source, or once it did); throws the Gallery's start-up error.
    public func waitUntilServing() throws(GalleryStartupError) {
        try embeddedGallery?.waitUntilServing()
    }
}

extension DataSource {
    /// Makes the source ready without waiting for it: starts the embedded Gallery when it is the
    /// source (with data under `environment`'s cache directory, logging to `logger`, on the port
    /// remembered in `galleryPort` if given: see `EmbeddedGallery`), whose address is known at
    /// once; a remote source is used as it is. Throws when the Gallery cannot even hold a port;
    /// its other start-up errors come from ``RunningSource/waitUntilServing()``.
    public func start(environment: [String: String], logger: Logger, galleryPort: RememberedPort? = nil) throws(GalleryStartupError) -> RunningSource {
        switch self {
        case .embeddedGallery:
            let gallery = try EmbeddedGallery.start(environment: environment, logger: logger, port: galleryPort)
            return RunningSource(baseURL: gallery.baseURL, embeddedGallery: gallery)
        case let .remote(baseURL, _, _):
            return RunningSource(baseURL: baseURL, embeddedGallery: nil)
        }
    }
}
