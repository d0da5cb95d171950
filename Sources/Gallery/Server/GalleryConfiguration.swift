import Foundation
import ImageCodec
import Logging

/// How to run a Gallery server: where to listen, what to serve, where to keep its files, and the
/// API rules.
///
/// A value type; build it, then hand it to `GalleryServer.start(_:)`.
public struct GalleryConfiguration: Sendable {
    /// The address to bind; loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// The TCP port; 0 lets the system choose a free one (read it from `GalleryServer.baseURL`).
    public var port = 0
    /// Where the index and the rendered images are kept (`defaultDataDirectory` unless set).
    public var dataDirectory: URL
    /// A folder of the user's JPEG/PNG files to serve instead of the demo gallery.
    public var library: URL?
    /// The number of demo pictures (when `library` is nil).
    public var demoImageCount = 400
    /// Requests per key per window for `/api/`.
    public var rateLimit = RateLimit.pixabay
    /// The most search answers kept for repeated searches (least recently used go first); 0 turns
    /// the cache off. Answers are about 13 KB for 20 hits; none over 64 KiB is kept.
    public var searchCacheSize = 500
    /// The most bytes of rendered JPEGs kept on disk (least recently used go first). The 400-image
    /// demo gallery takes about 31 MB with every size of every picture rendered.
    public var renditionCacheBytes = 512 * 1024 * 1024
    /// The most library files decoded at once for renditions; each decode holds a whole picture
    /// (up to `decodingLimits.maximumPixelCount` × 4 bytes).
    public var concurrentDecodes = 2
    /// What a library file may be: files over `maximumInputSize` bytes are skipped without being
    /// read, and pictures over the pixel limits are not decoded.
    public var decodingLimits = DecodingLimits.standard
    /// Accepted keys for both APIs.
    public var apiKeys = APIKeyPolicy.anyWellFormed
    /// Whether SIGTERM and SIGINT shut the server down gracefully (for the executable; an embedding
    /// app keeps its signals).
    public var handlesSignals = false
    /// The clock of the weather endpoint.
    public var now: @Sendable () -> Date = { Date() }
    /// Where the server logs; nothing is printed.
    public var logger = Logger(label: "gallery")

    /// A configuration with every default: loopback, a free port, the demo gallery in the cache.
    public init() {
        dataDirectory = Self.defaultDataDirectory()
    }

    /// The name of the data folder in the user's cache folder.
    public static let dataFolderName = "reactivemvvm-gallery"

    /// `$XDG_CACHE_HOME/reactivemvvm-gallery` when that is an absolute path, else
    /// `$HOME/.cache/reactivemvvm-gallery` (the account's home folder when `HOME` is not an
    /// absolute path) — the XDG Base Directory rule.
    public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let absolute = { (name: String) in environment[name].flatMap { $0.hasPrefix("/") ? URL(filePath: $0, directoryHint: .isDirectory) : nil } }
        let cache = absolute("XDG_CACHE_HOME")
            ?? (absolute("HOME") ?? FileManager.default.homeDirectoryForCurrentUser).appending(path: ".cache", directoryHint: .isDirectory)
        return cache.appending(path: dataFolderName, directoryHint: .isDirectory)
    }
}
