import Foundation

/// The folders FoundationNetworking makes as a side effect of creating a
/// `URLSessionConfiguration` on Linux — the shared cookie store's (`~/.local/share/<bundle>`)
/// and the shared URL cache's (`~/.cache/org.swift.foundation.URLCache/<process>`) — which the
/// apps never use (their sessions have neither cookies nor a URL cache). ``record()`` notes
/// which folders exist beforehand; ``removeNewEmptyFolders()`` then removes, deepest first,
/// the folders that appeared since in those two places (and their parents, if new too) and are
/// still empty, so that running an app leaves nothing it does not use. A folder that holds
/// anything is never removed (`rmdir` refuses it).
///
/// A value; use it on one thread, around the configuration's creation.
struct FoundationSideFolders {
    /// The folders Foundation may create, each before its parent, and whether their new
    /// children go too (only where Foundation puts its own).
    private let watched: [(folder: URL, sweepsChildren: Bool)]
    /// The paths of the watched folders and their children that existed when recorded.
    private let existing: Set<String>

    private init(watched: [(folder: URL, sweepsChildren: Bool)], existing: Set<String>) {
        self.watched = watched
        self.existing = existing
    }

    /// Notes what exists now under the folders Foundation's shared cookie store and URL cache
    /// use.
    static func record() -> FoundationSideFolders {
        let files = FileManager.default
        let caches = files.urls(for: .cachesDirectory, in: .userDomainMask).first
        let applicationSupport = files.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        let candidates = [
            (caches?.appending(path: "org.swift.foundation.URLCache", directoryHint: .isDirectory), true), (caches, false),
            (applicationSupport, true), (applicationSupport?.deletingLastPathComponent(), false),
        ]
        let watched = candidates.compactMap { folder, sweepsChildren in folder.map { (folder: $0, sweepsChildren: sweepsChildren) } }
        var existing: Set<String> = []
        for (folder, _) in watched where files.fileExists(atPath: folder.path) {
            existing.insert(folder.path)
            for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
                existing.insert(folder.appending(path: name).path)
            }
        }
        return FoundationSideFolders(watched: watched, existing: existing)
    }

    /// Removes the folders that appeared since ``record()`` where Foundation puts its own and are
    /// empty, then the watched folders themselves if they are new and empty.
    func removeNewEmptyFolders() {
        let files = FileManager.default
        for (folder, sweepsChildren) in watched {
            for name in sweepsChildren ? (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] : [] {
                let child = folder.appending(path: name).path
                if !existing.contains(child) { rmdir(child) }
            }
            if !existing.contains(folder.path) { rmdir(folder.path) }
        }
    }
}
