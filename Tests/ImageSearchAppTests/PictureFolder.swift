import Foundation
import ImageCodec

/// A folder of small JPEG pictures for `gallery --library`, removed when released.
final class PictureFolder {
    let url = FileManager.default.temporaryDirectory.appending(path: "imagesearch-e2e-library-\(UUID().uuidString)", directoryHint: .isDirectory)

    /// A folder holding a grey picture at each of `paths` (relative, folders made as needed).
    init(_ paths: [String]) throws {
        for path in paths { try add(path) }
    }

    /// Writes a grey 120 × 80 JPEG at `path`.
    func add(_ path: String) throws {
        let file = url.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let image = Image(width: 120, height: 80, pixelFormat: .rgb, pixels: Array(repeating: 128, count: 120 * 80 * 3))
        try JPEGEncoder().encode(image).write(to: file)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
