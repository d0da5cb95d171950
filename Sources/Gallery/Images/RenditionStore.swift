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
        try await cached(name: Self.name(id: record.id, size: size.rawValue, stamp: record.stamp)) {
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

    /// Deletes the cached renditions of images that are no longer in `current` (id → content
    /// stamp) or whose content changed since they were rendered; avatars and files not named like
    /// a rendition stay. Returns how many files were deleted.
    func removeRenditions(notMatching current: [Int64: String]) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed = 0
        for name in names where name.hasSuffix(".jpg") {
            let parts = name.dropLast(4).split(separator: "_", omittingEmptySubsequences: false)
            guard parts.count == 3, let id = Int64(parts[0]), let size = Int(parts[1]) else { continue }
            if let stamp = current[id], name == Self.name(id: id, size: size, stamp: stamp) + ".jpg" { continue }
            do {
                try FileManager.default.removeItem(at: directory.appending(path: name, directoryHint: .notDirectory))
                removed += 1
            } catch {
                logger.warning("cannot delete an outdated rendition", metadata: ["file": "\(name)", "error": "\(error)"])
            }
        }
        return removed
    }

    /// The cache name (and ETag) of an image's rendition: id, size and a hash of the content stamp.
    private static func name(id: Int64, size: Int, stamp: String) -> String {
        "\(id)_\(size)_\(StableHash.of(stamp))"
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
