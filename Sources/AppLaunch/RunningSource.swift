import Foundation
import Gallery
import Logging

/// A ``DataSource`` made ready: the base URL to ask, and the embedded Gallery when the app
/// started one (keep this value alive for as long as the app runs: it owns the server).
public struct RunningSource: Sendable {
    /// The server the app asks.
    public let baseURL: URL
    /// The Gallery started in-process, when it is the source.
    public let embeddedGallery: GalleryServer?
}

extension DataSource {
    /// Makes the source ready: starts the embedded Gallery (blocking until it listens) when it is
    /// the source, with data under `environment`'s cache directory, logging to `logger`, on the
    /// port remembered in `galleryPort` if given (see `EmbeddedGallery`); a remote source is used
    /// as it is. Throws the Gallery's start-up error.
    public func start(environment: [String: String], logger: Logger, galleryPort: RememberedPort? = nil) throws(GalleryStartupError) -> RunningSource {
        switch self {
        case .embeddedGallery:
            let server = try EmbeddedGallery.start(environment: environment, logger: logger, port: galleryPort)
            return RunningSource(baseURL: server.baseURL, embeddedGallery: server)
        case let .remote(baseURL, _, _):
            return RunningSource(baseURL: baseURL, embeddedGallery: nil)
        }
    }
}
