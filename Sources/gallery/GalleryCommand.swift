import AppRelease
import ArgumentParser
import Foundation
import Gallery
import Logging
import NIOCore
import NIOPosix

/// `gallery`: serves the demo gallery (or a folder of pictures) with the Pixabay and
/// OpenWeatherMap APIs until SIGTERM or Ctrl-C.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "A local server with the Pixabay image search and OpenWeatherMap weather APIs.",
        discussion: """
            Without --library it serves a demo gallery generated on first start into \
            $XDG_CACHE_HOME/reactivemvvm-gallery (or ~/.cache/reactivemvvm-gallery). Logs go to standard error.
            """,
        version: AppVersion.current)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    // Unconditional: "-1" is the port's (bad) value, to be refused by the range check, not a flag.
    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: ArgumentHelp("A folder of JPEG/PNG pictures to index and serve instead of the demo gallery.", valueName: "dir"))
    var library: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Where the index and rendered images are kept.", valueName: "dir"))
    var dataDirectory: String?

    @Option(name: .customLong("rate-limit"), help: "API requests allowed per key per minute.")
    var rateLimit = RateLimit.pixabay.requests

    @Option(name: .customLong("search-cache"), help: "Search answers kept for repeated searches (0 turns the cache off).")
    var searchCache = GalleryConfiguration().searchCacheSize

    @Option(name: .customLong("rendition-cache"), help: "Megabytes of rendered images kept on disk (least recently used go first).")
    var renditionCache = GalleryConfiguration().renditionCacheBytes >> 20

    @Option(name: .customLong("demo-images"), help: "The number of pictures in the demo gallery.")
    var demoImages = 400

    @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    /// Runs Swift concurrency's jobs on SwiftNIO's event-loop threads, then the command: request
    /// handlers then share the threads that do the server's I/O instead of waking a second pool of
    /// threads for every request (about 10 % less CPU per search in the load test). NIO allows
    /// this once, from the main thread, before other tasks exist: the entry point is the one place
    /// that qualifies, and only the executable (not the embeddable library) does it.
    static func main() async {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
        await main(nil)
    }

    mutating func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard rateLimit > 0 else { throw ValidationError("--rate-limit must be at least 1.") }
        guard searchCache >= 0 else { throw ValidationError("--search-cache must not be negative.") }
        guard (1...1 << 20).contains(renditionCache) else { throw ValidationError("--rendition-cache must be between 1 and 1048576 (MB).") }
        guard (1...100_000).contains(demoImages) else { throw ValidationError("--demo-images must be between 1 and 100000.") }
        guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level: unknown level \(logLevel).") }
    }

    func run() async throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        var configuration = GalleryConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.library = library.map { URL(filePath: $0, directoryHint: .isDirectory).standardizedFileURL }
        if let dataDirectory { configuration.dataDirectory = URL(filePath: dataDirectory, directoryHint: .isDirectory) }
        configuration.rateLimit = RateLimit(requests: rateLimit)
        configuration.demoImageCount = demoImages
        configuration.searchCacheSize = searchCache
        configuration.renditionCacheBytes = renditionCache << 20
        configuration.handlesSignals = true
        configuration.logger = Logger(label: "gallery")

        let server: GalleryServer
        do {
            server = try await GalleryServer.start(configuration)
        } catch {
            configuration.logger.critical("\(error.description)")
            throw ExitCode(2)
        }
        try await server.waitUntilStopped()
        configuration.logger.info("gallery stopped")
    }
}
