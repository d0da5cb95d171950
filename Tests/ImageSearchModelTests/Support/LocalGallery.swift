import Foundation
import Gallery
import Logging

/// A Gallery server for integration tests: 127.0.0.1, a free port, a demo gallery generated in a
/// temporary folder, no rate limit to speak of, no log output.
enum LocalGallery {
    /// Demo pictures generated: a quarter are photos (landscapes), so a photo search finds 100 —
    /// exactly two full pages of 50, so that a search ends because it reached the total.
    static let demoImageCount = 400
    /// Photos among them.
    static let photoCount: Int64 = 100

    /// Starts a server, runs `body` with it, then stops it (if `body` has not) and deletes its
    /// folder.
    static func serving<Result>(_ body: (GalleryServer) async throws -> Result) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appending(path: "model-gallery-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = GalleryConfiguration()
        configuration.dataDirectory = folder
        configuration.demoImageCount = demoImageCount
        configuration.rateLimit = RateLimit(requests: 100_000)
        configuration.logger = Logger(label: "model-gallery") { _ in SwiftLogNoOpLogHandler() }
        let server = try await GalleryServer.start(configuration)
        let result: Swift.Result<Result, any Error>
        do {
            result = .success(try await body(server))
        } catch {
            result = .failure(error)
        }
        await server.stop()
        return try result.get()
    }
}
