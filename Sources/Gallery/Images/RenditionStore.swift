import Foundation
import ImageCodec
import Logging
import NIOPosix
import Synchronization

/// Produces the served JPEGs (previews, web-format and large images, avatars) and keeps them on
/// disk (`RenditionFiles`, bounded in bytes), so each is usually rendered or decoded once.
///
/// Concurrent requests for the same JPEG share one rendering (`InFlightWork`); decodes of library
/// files are bounded by `DecodeSlots`, and library files are read through `LibraryFileReader`
/// (no symbolic links, no file over the decoder's limit). Rendering, decoding and file I/O run on
/// NIO's blocking thread pool, off the Swift concurrency threads. Thread-safe.
final class RenditionStore: Sendable {
    /// The cached JPEGs.
    let files: RenditionFiles
    /// Reads the user's library, for `.file` sources; nil for the demo gallery.
    let library: LibraryFileReader?
    /// Decodes library files, within the configured limits.
    let decoder: ImageDecoder
    private let decodeSlots: DecodeSlots
    private let inFlight = InFlightWork<Data>()
    private let encodings = Atomic(0)
    private let logger: Logger

    private static let encoder = JPEGEncoder(quality: 85)

    init(files: RenditionFiles, library: LibraryFileReader?, decoder: ImageDecoder, concurrentDecodes: Int, logger: Logger) {
        self.files = files
        self.library = library
        self.decoder = decoder
        self.decodeSlots = DecodeSlots(limit: concurrentDecodes)
        self.logger = logger
    }

    /// The number of JPEGs encoded so far (renditions made, not read from disk).
    var encodingCount: Int { encodings.load(ordering: .relaxed) }

    /// The most library files decoded at once so far.
    var mostDecodesAtOnce: Int { decodeSlots.mostAtOnce }

    /// The JPEG of `record` at `size`, from the cache or made now. Throws `LibraryFileError` when
    /// a library file can no longer be read as indexed.
    func rendition(of record: ImageRecord, size: RenditionSize) async throws -> Rendition {
        let target = size.fitted(ImageSize(width: record.width, height: record.height))
        let name = Self.name(id: record.id, size: size.rawValue, stamp: record.stamp)
        switch record.source {
        case .procedural(let recipe):
            return try await cached(name) { recipe.render(target) }
        case .file(let relativePath):
            guard let library else { throw LibraryFileError.missing }
            let decoder = decoder
            return try await cached(name, decodesLibraryFile: true) {
                let picture = try decoder.decode(library.contents(of: relativePath), options: DecodingOptions(maximumSize: target))
                // Exactly the advertised size (a reduced-scale JPEG decode may round differently).
                return picture.size == target ? picture : picture.resized(to: target)
            }
        }
    }

    /// The 250 px picture of user `userID`.
    func avatar(userID: Int) async throws -> Rendition {
        try await cached("user_\(userID)_250_\(StableHash.of(DemoGallery.version))") {
            AvatarRenderer.render(userID: userID, size: ImageSize(width: 250, height: 250))
        }
    }

    /// Keeps `preview` (`record`'s picture at the preview size) as its preview: the library
    /// indexer makes previews from the decode it needs anyway. Blocking.
    func storePreview(_ preview: Image, of record: ImageRecord) throws {
        try files.store(try encode(preview), as: Self.name(id: record.id, size: RenditionSize.preview.rawValue, stamp: record.stamp))
    }

    /// Deletes the cached renditions of images that are no longer in `current` (id → content
    /// stamp) or whose content changed since they were rendered; avatars and files not named like
    /// a rendition stay. Returns how many files were deleted.
    func removeRenditions(notMatching current: [Int64: String]) -> Int {
        files.removeAll { name in
            let parts = name.split(separator: "_", omittingEmptySubsequences: false)
            guard parts.count == 3, let id = Int64(parts[0]), let size = Int(parts[1]) else { return false }
            return current[id].map { name != Self.name(id: id, size: size, stamp: $0) } ?? true
        }
    }

    /// The cache name (and ETag) of an image's rendition: id, size and a hash of the content stamp.
    private static func name(id: Int64, size: Int, stamp: String) -> String {
        "\(id)_\(size)_\(StableHash.of(stamp))"
    }

    /// The JPEG named `name`: from disk, from a rendering under way, or drawn by `draw` now (in a
    /// decode slot when it decodes a library file) and kept.
    private func cached(_ name: String, decodesLibraryFile: Bool = false, draw: @escaping @Sendable () throws -> Image) async throws -> Rendition {
        let etag = "\"\(name)\""
        let files = files
        let pool = NIOThreadPool.singleton
        if let data = try await pool.runIfActive({ files.contents(of: name) }) { return Rendition(data: data, etag: etag) }
        let data = try await inFlight.value(for: name) { [self] in
            // A rendering that finished just before this one was registered left its file.
            if let data = try await pool.runIfActive({ files.contents(of: name) }) { return data }
            let make = { try await pool.runIfActive { try self.make(name, draw) } }
            return decodesLibraryFile ? try await decodeSlots.withSlot(make) : try await make()
        }
        return Rendition(data: data, etag: etag)
    }

    /// Draws, encodes and keeps one rendition; a rendition that cannot be kept is still served.
    private func make(_ name: String, _ draw: () throws -> Image) throws -> Data {
        let data = try encode(try draw())
        do {
            try files.store(data, as: name)
        } catch {
            logger.warning("cannot keep a rendition", metadata: ["file": "\(name).jpg", "error": "\(error)"])
        }
        logger.debug("rendered", metadata: ["file": "\(name).jpg", "bytes": "\(data.count)"])
        return data
    }

    private func encode(_ picture: Image) throws -> Data {
        encodings.add(1, ordering: .relaxed)
        return try Self.encoder.encode(picture)
    }
}
