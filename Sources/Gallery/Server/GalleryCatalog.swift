import Foundation
import ImageCodec
import Logging

/// The served collection: the index plus the rendition cache, prepared before the server listens.
///
/// The demo gallery is generated once per version and size into its own folder of the data
/// directory; a library gets a folder per library path and is re-indexed incrementally. The
/// folders are private to the user (`PrivateFiles`).
struct GalleryCatalog: Sendable {
    let index: ImageIndex
    let store: RenditionStore
    /// The number of images served.
    let imageCount: Int
    /// The indexer's report, for a library.
    let libraryReport: LibraryIndexReport?

    static func open(_ configuration: GalleryConfiguration) async throws(GalleryStartupError) -> GalleryCatalog {
        let logger = configuration.logger
        if let library = configuration.library {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: library.path, isDirectory: &isFolder) else {
                throw .unreadableLibrary(path: library.path, reason: "no such folder")
            }
            guard isFolder.boolValue else {
                throw .unreadableLibrary(path: library.path, reason: "it is a file, not a folder of pictures")
            }
            guard FileManager.default.isReadableFile(atPath: library.path) else {
                throw .unreadableLibrary(path: library.path, reason: "permission denied")
            }
        }
        let folderName = configuration.library.map { "library-" + StableHash.of($0.standardizedFileURL.path) }
            ?? "\(DemoGallery.version)-\(configuration.demoImageCount)"
        let folder = configuration.dataDirectory.appending(path: folderName, directoryHint: .isDirectory)
        let renditions = folder.appending(path: "renditions", directoryHint: .isDirectory)
        let indexPath = folder.appending(path: "index.sqlite").path
        let index: ImageIndex
        do {
            try PrivateFiles.makeFolder(configuration.dataDirectory, restrictingExisting: false)
            try PrivateFiles.makeFolder(folder, restrictingExisting: true)
            try PrivateFiles.makeFolder(renditions, restrictingExisting: true)
            // SQLite gives new log files the database file's permissions; older ones are restricted here.
            try PrivateFiles.restrictFile(indexPath)
            for log in [indexPath + "-wal", indexPath + "-shm"] where FileManager.default.fileExists(atPath: log) {
                try PrivateFiles.restrictFile(log)
            }
            index = try ImageIndex(path: indexPath, logger: logger)
        } catch {
            throw .dataDirectory(path: configuration.dataDirectory.path, reason: "\(error)")
        }
        let reader = configuration.library.map { LibraryFileReader(root: $0, maximumSize: configuration.decodingLimits.maximumInputSize) }
        let store = RenditionStore(
            files: RenditionFiles(directory: renditions, byteLimit: configuration.renditionCacheBytes, logger: logger),
            library: reader, decoder: ImageDecoder(limits: configuration.decodingLimits),
            concurrentDecodes: configuration.concurrentDecodes, logger: logger)
        guard let library = configuration.library, let reader else {
            do {
                if try index.count() != configuration.demoImageCount {
                    let start = ContinuousClock.now
                    try index.replace(DemoGallery.records(count: configuration.demoImageCount))
                    logger.info("demo gallery generated", metadata: [
                        "images": "\(configuration.demoImageCount)", "folder": "\(folder.path)", "duration": "\(ContinuousClock.now - start)",
                    ])
                }
            } catch {
                throw .dataDirectory(path: folder.path, reason: "\(error)")
            }
            return GalleryCatalog(index: index, store: store, imageCount: configuration.demoImageCount, libraryReport: nil)
        }
        do {
            let report = try await LibraryIndexer(root: library, reader: reader, index: index, store: store, logger: logger).run()
            return GalleryCatalog(index: index, store: store, imageCount: try index.count(), libraryReport: report)
        } catch {
            throw .unreadableLibrary(path: library.path, reason: "\(error)")
        }
    }
}
