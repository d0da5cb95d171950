import Foundation
import Gallery
import Logging

/// A Gallery of the test's own, serving OpenWeatherMap's API on 127.0.0.1 (a free port) from a
/// temporary folder, for a `Network` or `weather --server` to ask; `stop()` ends it (and deletes the folder),
/// as a server going away would.
public final class TestWeatherServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let server: GalleryServer
    private let folder: URL

    private init(server: GalleryServer, folder: URL) {
        self.server = server
        self.folder = folder
        baseURL = server.baseURL
    }

    /// Starts a server with a small demo gallery (the weather does not depend on it).
    public static func start() async throws -> TestWeatherServer {
        let folder = FileManager.default.temporaryDirectory.appending(path: "weather-e2e-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = GalleryConfiguration()
        configuration.dataDirectory = folder
        configuration.demoImageCount = 20
        configuration.logger = Logger(label: "weather-e2e") { _ in SwiftLogNoOpLogHandler() }
        do {
            return TestWeatherServer(server: try await GalleryServer.start(configuration), folder: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Starts a server, runs `body` with it, and stops it however `body` ends.
    public static func with<Result>(_ body: (TestWeatherServer) async throws -> Result) async throws -> Result {
        let server = try await start()
        let outcome: Swift.Result<Result, any Error>
        do {
            outcome = .success(try await body(server))
        } catch {
            outcome = .failure(error)
        }
        await server.stop()
        return try outcome.get()
    }

    /// Stops the server and removes its folder.
    public func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
