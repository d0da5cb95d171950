#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ImageCodec
import ImageSearchModel
import ReactiveCore
import Testing

@Suite("SavedPicturesFolder")
struct SavedPicturesFolderTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder()
    }

    /// Writes `data` as `name`, last changed `secondsAgo` seconds ago.
    func write(_ name: String, _ data: Data = Data([0xFF, 0xD8, 0xFF]), secondsAgo: TimeInterval) throws {
        let path = folder.url.appending(path: name).path
        try data.write(to: URL(filePath: path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: path)
    }

    /// The listing's one answer.
    func list(_ listing: SavedPicturesFolder) throws -> [SavedPicture] {
        try #require(listing.savedPictures().first()).get()
    }

    @Test("lists the files named as the app names saved pictures, newest first, with their ids and sizes")
    func listsSavedPictures() throws {
        try write("100-lake.jpg", Data(count: 1_234), secondsAgo: 300)
        try write("200-山-青 (2).png", secondsAgo: 10)
        try write("300.webp", secondsAgo: 100)
        try write("holiday.jpg", secondsAgo: 1)
        try write(".imagesearch-abc.part", secondsAgo: 1)
        try write("400-notes.txt", secondsAgo: 1)
        try FileManager.default.createDirectory(at: folder.url.appending(path: "500-folder.jpg"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appending(path: "600-link.jpg").path, withDestinationPath: "/etc/passwd")
        let pictures = try list(SavedPicturesFolder(folderPath: folder.path))
        #expect(pictures.map(\.fileName) == ["200-山-青 (2).png", "300.webp", "100-lake.jpg"])
        #expect(pictures.map(\.imageID) == [200, 300, 100])
        #expect(pictures.last?.byteCount == 1_234 && pictures.last?.path == folder.path + "/100-lake.jpg")
    }

    @Test("lists nothing for a folder that does not exist yet, or none known, and fails for one it cannot read")
    func missingOrUnreadable() throws {
        #expect(try list(SavedPicturesFolder(folderPath: folder.path + "/missing")).isEmpty)
        #expect(try list(SavedPicturesFolder(folderPath: nil)).isEmpty)
        try write("file", secondsAgo: 1)
        let result = try #require(SavedPicturesFolder(folderPath: folder.path + "/file").savedPictures().first())
        #expect(result == .failure(FileSystemError(code: ENOTDIR)))
    }

    @Test("decodes a preview to fit the size asked, and fails for what it cannot decode")
    func previews() throws {
        try write("1-sky.jpg", try TestImages.jpeg(width: 400, height: 200), secondsAgo: 2)
        try write("2-gif.gif", Data("GIF89a......".utf8), secondsAgo: 1)
        let listing = SavedPicturesFolder(folderPath: folder.path)
        let pictures = try list(listing)
        let jpeg = try #require(pictures.first { $0.imageID == 1 })
        let preview = try #require(listing.preview(of: jpeg, fitting: ImageSize(width: 24, height: 16)).first()).get()
        #expect(preview.width == 24 && preview.height == 12)
        let gif = try #require(pictures.first { $0.imageID == 2 })
        #expect(throws: ImageCodecError.self) { try listing.preview(of: gif, fitting: ImageSize(width: 24, height: 16)).first()?.get() }
    }
}
