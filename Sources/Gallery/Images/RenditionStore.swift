import Foundation
import ImageCodec
import Logging
import NIOPosix

/// Produces the served JPEGs (previews, web-format and large images, avatars) and caches them on
/// disk, so each is rendered or decoded once.
///
/// Thread-safe: files are written under a temporary name and renamed into place, so concurrent
/// requests for the same rendition at worst render it twice and never see a partial file.
/// Rendering runs on NIO's blocking thread pool, off the Swift concurrency threads.
struct RenditionStore: Sendable {
    /// Folder of cached JPEGs.
    let directory: URL
    /// The user's library folder, for `.file` sources.
    let libraryRoot: URL?
    let logger: Logger

    private static let encoder = JPEGEncoder(quality: 85)

    /// The JPEG of `record` at `size`, from the cache or made now.
    func rendition(of record: ImageRecord, size: RenditionSize) async throws -> Rendition {
        let tag = "\(record.id)_\(size.rawValue)_\(StableHash.of(record.stamp))"
        return try await cached(name: tag) {
            let target = size.fitted(ImageSize(width: record.width, height: record.height))
            switch record.source {
            case .procedural(let recipe):
                return try Self.encoder.encode(recipe.render(target))
            case .file(let relativePath):
                guard let libraryRoot else { throw CocoaError(.fileNoSuchFile) }
                let file = libraryRoot.appending(path: relativePath, directoryHint: .notDirectory)
                let image = try ImageDecoder().decode(
                    contentsOf: file, options: DecodingOptions(maximumSize: target, alpha: .composite(onto: .white)))
                return try Self.encoder.encode(image.resized(toFit: target))
            }
        }
    }

    /// The 250 px picture of user `userID`.
    func avatar(userID: Int) async throws -> Rendition {
        try await cached(name: "user_\(userID)_250_\(StableHash.of(DemoGallery.version))") {
            try Self.encoder.encode(AvatarRenderer.render(userID: userID, size: ImageSize(width: 250, height: 250)))
        }
    }

    private func cached(name: String, make: @escaping @Sendable () throws -> Data) async throws -> Rendition {
        let file = directory.appending(path: name + ".jpg", directoryHint: .notDirectory)
        let etag = "\"\(name)\""
        let logger = logger
        let data = try await NIOThreadPool.singleton.runIfActive {
            if let data = try? Data(contentsOf: file) { return data }
            let data = try make()
            let temporary = file.deletingLastPathComponent().appending(path: ".\(name).\(UUID().uuidString)")
            try data.write(to: temporary)
            // rename(2) replaces atomically: a concurrent reader sees the old file or the new one.
            guard rename(temporary.path, file.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown)
            }
            logger.debug("rendered", metadata: ["file": "\(name).jpg", "bytes": "\(data.count)"])
            return data
        }
        return Rendition(data: data, etag: etag)
    }
}
