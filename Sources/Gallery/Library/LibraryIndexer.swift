import Foundation
import ImageCodec
import Logging
import NIOPosix

/// Indexes the JPEG and PNG files under a folder: size from the header, tags from the path and
/// an optional sidecar, colours and the preview from one decode at the preview size.
///
/// A file is read again only when its size or modification time (or its sidecar's) changed;
/// files that vanished leave the index; ids of known files never change; cached renditions of
/// files that changed or vanished are deleted. Files are read through `reader` (no symbolic
/// links, nothing over the decoder's limit) on NIO's blocking thread pool. Run one pass at a time
/// per index.
struct LibraryIndexer: Sendable {
    let root: URL
    let reader: LibraryFileReader
    let index: ImageIndex
    let store: RenditionStore
    let logger: Logger

    /// The user every library picture is credited to: a neutral name, not the account that runs
    /// the server (answers may leave the machine).
    static let userName = "library"

    private static let extensions: Set<String> = ["jpg", "jpeg", "png"]

    func run() async throws -> LibraryIndexReport {
        var report = LibraryIndexReport()
        let known = try index.stamps()
        var nextID = (known.values.map(\.id).max() ?? 0) + 1
        var seen: Set<String> = []
        var changed: [ImageRecord] = []
        for relativePath in try files() {
            let source = ImageSource.file(relativePath: relativePath).stored
            seen.insert(source)
            let file = root.appending(path: relativePath, directoryHint: .notDirectory)
            let sidecar = file.deletingPathExtension().appendingPathExtension("txt")
            let stamp = Self.stamp(of: file) + "+" + Self.stamp(of: sidecar)
            if let existing = known[source], existing.stamp == stamp {
                report.unchanged += 1
                continue
            }
            let id = known[source]?.id ?? nextID
            if known[source] == nil { nextID += 1 }
            let record: ImageRecord
            do {
                record = try await NIOThreadPool.singleton.runIfActive { [self] in
                    try makeRecord(id: id, relativePath: relativePath, file: file, sidecar: sidecar, stamp: stamp)
                }
            } catch {
                logger.warning("skipping unreadable image", metadata: ["file": "\(relativePath)", "error": "\(error)"])
                report.skipped.append(relativePath)
                continue
            }
            changed.append(record)
            if known[source] == nil { report.added += 1 } else { report.updated += 1 }
        }
        let gone = known.filter { !seen.contains($0.key) }.map(\.value.id)
        report.removed = gone.count
        try index.remove(ids: gone)
        try index.replace(changed)
        // Renditions go out of date only with the files: when none changed, skip the folder listing.
        if !changed.isEmpty || !gone.isEmpty {
            let current = try index.stamps().values
            report.renditionsRemoved = store.removeRenditions(notMatching: Dictionary(uniqueKeysWithValues: current.map { ($0.id, $0.stamp) }))
        }
        logger.info("library indexed", metadata: [
            "folder": "\(root.path)", "added": "\(report.added)", "updated": "\(report.updated)",
            "removed": "\(report.removed)", "unchanged": "\(report.unchanged)", "skipped": "\(report.skipped.count)",
            "renditions removed": "\(report.renditionsRemoved)",
        ])
        return report
    }

    /// Image files below `root`, relative paths with `/`, sorted so ids are assigned in a stable order.
    private func files() throws -> [String] {
        let rootPath = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw CocoaError(.fileReadNoPermission) }
        var paths: [String] = []
        for case let url as URL in enumerator where Self.extensions.contains(url.pathExtension.lowercased()) {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/"),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            paths.append(String(path.dropFirst(rootPath.count + 1)))
        }
        return paths.sorted()
    }

    /// Reads and decodes the file once: the header gives the stored size, the decode at the
    /// preview size gives the upright orientation, the colours and the preview, which is kept.
    private func makeRecord(id: Int64, relativePath: String, file: URL, sidecar: URL, stamp: String) throws -> ImageRecord {
        let data = try reader.contents(of: relativePath)
        guard var size = ImageHeaderReader.size(of: data) else { throw CocoaError(.fileReadCorruptFile) }
        let previewBounds = ImageSize(width: RenditionSize.preview.rawValue, height: RenditionSize.preview.rawValue)
        var preview = try store.decoder.decode(data, options: DecodingOptions(maximumSize: previewBounds))
        // An EXIF rotation turns the picture upright in the decode; report the upright size too.
        if (preview.width > preview.height) != (size.width > size.height) && preview.width != preview.height {
            size = size.transposed
        }
        // The size the hit advertises, exactly (a reduced-scale JPEG decode may round differently).
        let advertised = RenditionSize.preview.fitted(size)
        if preview.size != advertised { preview = preview.resized(to: advertised) }
        let tags = LibraryTags(relativePath: relativePath, sidecar: try? String(contentsOf: sidecar, encoding: .utf8))
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let created = (attributes?[.modificationDate] as? Date).map { Int64($0.timeIntervalSince1970) } ?? 0
        let record = ImageRecord(
            id: id, source: .file(relativePath: relativePath), type: .photo,
            category: tags.tags.lazy.compactMap(ImageCategory.init(rawValue:)).first ?? .backgrounds,
            tags: tags.tags, colors: ColorClassifier.colors(of: preview.resized(toFit: ImageSize(width: 32, height: 32))),
            width: size.width, height: size.height, byteSize: data.count, views: 0, downloads: 0, collections: 0, likes: 0,
            comments: 0, userID: 1, user: Self.userName, created: created, editorsChoice: false, isSafe: tags.isSafe, stamp: stamp)
        do {
            try store.storePreview(preview, of: record)
        } catch {
            logger.warning("cannot keep a preview; it will be made when asked for", metadata: ["file": "\(relativePath)", "error": "\(error)"])
        }
        return record
    }

    /// Size and modification time, or "none" for a missing file.
    private static func stamp(of file: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return "none" }
        return "\(size.int64Value)@\(Int64(modified.timeIntervalSince1970 * 1_000_000))"
    }
}
