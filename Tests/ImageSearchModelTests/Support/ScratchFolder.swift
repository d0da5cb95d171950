import Foundation

/// A new empty folder under the system's temporary directory, removed with everything in it
/// when the object is released.
final class ScratchFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "model-scratch-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder's path.
    var path: String { url.path(percentEncoded: false).hasSuffix("/") ? String(url.path(percentEncoded: false).dropLast()) : url.path(percentEncoded: false) }

    /// The names in the folder at `subpath` (the folder itself when empty), hidden ones included, sorted.
    func names(in subpath: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: subpath.isEmpty ? path : path + "/" + subpath)) ?? []).sorted()
    }
}
