@testable import Gallery

/// An image index in a fresh temporary folder holding the first `demoImages` demo records; call
/// `remove()` when done.
struct TemporaryIndex {
    let folder: TemporaryDirectory
    let index: ImageIndex

    init(demoImages: Int) throws {
        folder = try TemporaryDirectory()
        index = try ImageIndex(path: folder.url.appending(path: "index.sqlite").path)
        try index.replace(DemoGallery.records(count: demoImages))
    }

    func remove() {
        folder.remove()
    }
}
