import Foundation
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// A running Gallery: the Pixabay-compatible image search, its images, and the
/// OpenWeatherMap-compatible weather, over HTTP/1.1.
///
/// Start one with `start(_:)` (it returns once the port is bound, so `baseURL` is usable at once),
/// and end it with `stop()`; or, in an executable, await `waitUntilStopped()` while SIGTERM/SIGINT
/// shut it down. All members may be used from any task.
public final class GalleryServer: Sendable {
    /// `http://host:port` of the listening socket (the real port when 0 was asked for).
    public let baseURL: URL
    /// The number of images served.
    public let imageCount: Int
    /// What the library indexer did at start-up; nil for the demo gallery.
    public let libraryReport: LibraryIndexReport?

    private let group: ServiceGroup
    private let running: Task<Void, any Error>

    private init(baseURL: URL, imageCount: Int, libraryReport: LibraryIndexReport?, group: ServiceGroup, running: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.imageCount = imageCount
        self.libraryReport = libraryReport
        self.group = group
        self.running = running
    }

    /// Prepares the collection (generating or indexing as needed), binds, and starts serving.
    public static func start(_ configuration: GalleryConfiguration) async throws(GalleryStartupError) -> GalleryServer {
        let logger = configuration.logger
        let started = ContinuousClock.now
        let catalog = try await GalleryCatalog.open(configuration)
        // The bound port, or the error that kept the server from binding; buffered, so it does not
        // matter whether the server starts before or after we begin waiting.
        let (bound, binding) = AsyncThrowingStream<Int, any Error>.makeStream()
        let fallbackBase = NIOLockedValueBox("http://\(configuration.host):\(configuration.port)")
        let router = GalleryRoutes.router(catalog: catalog, configuration: configuration) { fallbackBase.withLockedValue { $0 } }
        let application = Application(
            router: router,
            server: .http1(configuration: .init(
                idleTimeout: .seconds(60),
                httpDecoderConfiguration: .init(maxHeaderFieldSize: 8_192, maxHeaderListSize: 16_384, maxHeaderFieldCount: 100))),
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: "Gallery"),
            onServerRunning: { channel in
                binding.yield(channel.localAddress?.port ?? configuration.port)
                binding.finish()
            },
            logger: logger)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [application],
            gracefulShutdownSignals: configuration.handlesSignals ? [.sigterm, .sigint] : [],
            logger: logger))

        let running = Task {
            do {
                try await group.run()
                binding.finish()
            } catch {
                binding.finish(throwing: error)
                throw error
            }
        }
        let port: Int
        do {
            var ports = bound.makeAsyncIterator()
            guard let first = try await ports.next() else { throw CancellationError() }
            port = first
        } catch {
            throw Self.startupError(error, configuration: configuration)
        }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let base = "http://\(host):\(port)"
        fallbackBase.withLockedValue { $0 = base }
        logger.info("gallery serving", metadata: [
            "url": "\(base)", "images": "\(catalog.imageCount)", "start-up": "\(ContinuousClock.now - started)",
        ])
        guard let baseURL = URL(string: base) else {
            await group.triggerGracefulShutdown()
            throw .cannotListen(host: configuration.host, port: port, reason: "\(base) is not a valid URL")
        }
        return GalleryServer(baseURL: baseURL, imageCount: catalog.imageCount, libraryReport: catalog.libraryReport, group: group, running: running)
    }

    /// Stops accepting connections, lets requests in progress finish, and returns when the server
    /// has shut down.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await running.value
    }

    /// Returns when the server has stopped (after `stop()` or a signal); throws if it failed.
    public func waitUntilStopped() async throws {
        try await running.value
    }

    private static func startupError(_ error: any Error, configuration: GalleryConfiguration) -> GalleryStartupError {
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            return .portInUse(host: configuration.host, port: configuration.port)
        }
        return .cannotListen(host: configuration.host, port: configuration.port, reason: "\(error)")
    }
}
