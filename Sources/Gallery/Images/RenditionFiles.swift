import Foundation
import Logging
import NIOConcurrencyHelpers
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder of rendered JPEGs, kept under `byteLimit` bytes: when a new file takes the total
/// past it, the least recently used files are deleted.
///
/// What the folder holds is learnt on the first write (one listing; files from earlier runs count
/// from their modification time), not at start-up, and then followed in memory; every read marks
/// its file as recently used. Files are `<name>.jpg`, 0600, written whole (`PrivateFiles`).
///
/// Thread-safe: the accounting is behind one lock, held for dictionary work only; files are read,
/// written and deleted outside it. The calls block on the disk: make them from NIO's thread pool.
final class RenditionFiles: Sendable {
    private struct State {
        var listed = false
        /// Bytes by file name, least recently used first.
        var files = LRUCache<String, Int>(capacity: .max)
        var bytes = 0

        mutating func add(_ name: String, bytes count: Int) {
            bytes += count - (files.removeValue(for: name) ?? 0)
            files.insert(count, for: name)
        }

        mutating func remove(_ name: String) {
            bytes -= files.removeValue(for: name) ?? 0
        }

        /// Forgets the least recently used files until the rest fit in `limit` bytes, keeping the
        /// most recently used one in any case; returns their names.
        mutating func evict(toFit limit: Int) -> [String] {
            var evicted: [String] = []
            while bytes > limit, files.count > 1, let (name, count) = files.removeLeastRecentlyUsed() {
                bytes -= count
                evicted.append(name)
            }
            return evicted
        }
    }

    /// The folder.
    let directory: URL
    /// The most bytes of JPEGs kept (the newest file is kept even when it alone is larger).
    let byteLimit: Int
    private let logger: Logger
    private let state = NIOLockedValueBox(State())

    init(directory: URL, byteLimit: Int, logger: Logger) {
        self.directory = directory
        self.byteLimit = max(byteLimit, 0)
        self.logger = logger
    }

    /// The number of files and bytes known to be in the folder (after the first write).
    var usage: (files: Int, bytes: Int) { state.withLockedValue { ($0.files.count, $0.bytes) } }

    /// The bytes of `name`, if it is on disk.
    func contents(of name: String) -> Data? {
        guard let data = try? Data(contentsOf: file(name)) else { return nil }
        state.withLockedValue { _ = $0.files.value(for: name) }
        return data
    }

    /// Writes `data` as `name`, then deletes least recently used files until the folder fits.
    func store(_ data: Data, as name: String) throws {
        listIfNeeded()
        try PrivateFiles.replaceContents(of: file(name), with: data)
        let evicted = state.withLockedValue { state in
            state.add(name, bytes: data.count)
            return state.evict(toFit: byteLimit)
        }
        for name in evicted { unlink(file(name).path) }
        if !evicted.isEmpty { logger.debug("renditions evicted", metadata: ["files": "\(evicted.count)"]) }
    }

    /// Deletes the files whose names `isOutdated` accepts; returns how many were deleted.
    func removeAll(where isOutdated: (String) -> Bool) -> Int {
        var removed = 0
        for name in Self.jpegNames(in: directory) where isOutdated(name) {
            guard unlink(file(name).path) == 0 else {
                logger.warning("cannot delete an outdated rendition", metadata: ["file": "\(name).jpg", "error": "\(PrivateFiles.lastError())"])
                continue
            }
            state.withLockedValue { $0.remove(name) }
            removed += 1
        }
        return removed
    }

    private func file(_ name: String) -> URL {
        directory.appending(path: name + ".jpg", directoryHint: .notDirectory)
    }

    /// Learns the sizes of the files already there, oldest first, once.
    private func listIfNeeded() {
        guard !state.withLockedValue(\.listed) else { return }
        var found: [(name: String, bytes: Int, modified: Date)] = []
        for name in Self.jpegNames(in: directory) {
            let values = try? file(name).resourceValues(forKeys: [.fileSizeKey, .contentModificationDateKey])
            found.append((name, values?.fileSize ?? 0, values?.contentModificationDate ?? .distantPast))
        }
        found.sort { $0.modified < $1.modified }
        let evicted = state.withLockedValue { state in
            guard !state.listed else { return [String]() }
            state.listed = true
            // Files written meanwhile are more recent than any found here: add them again after.
            let written = Array(sequence(state: state.files) { $0.removeLeastRecentlyUsed() })
            state.bytes = 0
            for (name, bytes, _) in found { state.add(name, bytes: bytes) }
            for (name, bytes) in written { state.add(name, bytes: bytes) }
            return state.evict(toFit: byteLimit)
        }
        for name in evicted { unlink(file(name).path) }
    }

    /// The names (without `.jpg`) of the JPEGs in `folder`, leaving out temporary files.
    private static func jpegNames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jpg") && !$0.hasPrefix(".") }.map { String($0.dropLast(4)) }
    }
}
