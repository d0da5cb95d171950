import Foundation
import ImageCodec
import Logging

/// Indexes the JPEG and PNG files under a folder: size from the header, tags from the path and
/// an optional sidecar, colours from a thumbnail, and a preview rendered into the cache.
///
/// A file is read again only when its size or modification time (or its sidecar's) changed;
/// files that vanished leave the index; ids of known files never change; cached renditions of
/// files that changed or vanished are deleted. Run one pass at a time per index.
struct LibraryIndexer: Sendable {
    let root: URL
    let index: ImageIndex
    let store: RenditionStore
    let logger: Logger

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
            guard let record = try? makeRecord(id: id, relativePath: relativePath, file: file, sidecar: sidecar, stamp: stamp) else {
                logger.warning("skipping unreadable image", metadata: ["file": "\(relativePath)"])
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
        let current = try index.stamps().values
        report.renditionsRemoved = store.removeRenditions(notMatching: Dictionary(uniqueKeysWithValues: current.map { ($0.id, $0.stamp) }))
        for record in changed {
            _ = try? await store.rendition(of: record, size: .preview)
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

    private func makeRecord(id: Int64, relativePath: String, file: URL, sidecar: URL, stamp: String) throws -> ImageRecord {
        let data = try Data(contentsOf: file)
        guard var size = ImageHeaderReader.size(of: data) else { throw CocoaError(.fileReadCorruptFile) }
        let thumbnail = try ImageDecoder().decode(data, options: DecodingOptions(maximumSize: ImageSize(width: 32, height: 32)))
        // An EXIF rotation turns the picture upright in the thumbnail; report the upright size too.
        if (thumbnail.width > thumbnail.height) != (size.width > size.height) && thumbnail.width != thumbnail.height {
            size = size.transposed
        }
        let tags = LibraryTags(relativePath: relativePath, sidecar: try? String(contentsOf: sidecar, encoding: .utf8))
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        let created = (attributes?[.modificationDate] as? Date).map { Int64($0.timeIntervalSince1970) } ?? 0
        return ImageRecord(
            id: id, source: .file(relativePath: relativePath), type: .photo,
            category: tags.tags.lazy.compactMap(ImageCategory.init(rawValue:)).first ?? .backgrounds,
            tags: tags.tags, colors: ColorClassifier.colors(of: thumbnail), width: size.width, height: size.height,
            byteSize: data.count, views: 0, downloads: 0, collections: 0, likes: 0, comments: 0,
            userID: 1, user: NSUserName(), created: created, editorsChoice: false, isSafe: tags.isSafe, stamp: stamp)
    }

    /// Size and modification time, or "none" for a missing file.
    private static func stamp(of file: URL) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return "none" }
        return "\(size.int64Value)@\(Int64(modified.timeIntervalSince1970 * 1_000_000))"
    }
}
