import Foundation
import Gallery
import Logging

/// Starts a Gallery on 127.0.0.1 with a free port and a small demo gallery in a temporary data
/// directory, runs `body`, then stops the server and deletes the folder.
enum TestGallery {
    /// The demo size used by the tests: enough for paging and every family, generated in milliseconds.
    static let imageCount = 60

    static func with<Result>(
        _ configure: (inout GalleryConfiguration) -> Void = { _ in },
        _ body: (GalleryServer) async throws -> Result
    ) async throws -> Result {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var configuration = GalleryConfiguration()
        configuration.dataDirectory = folder.url
        configuration.demoImageCount = imageCount
        configuration.rateLimit = RateLimit(requests: 10_000)
        configuration.logger = Logger(label: "gallery-tests") { _ in SwiftLogNoOpLogHandler() }
        configure(&configuration)
        let server = try await GalleryServer.start(configuration)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}
