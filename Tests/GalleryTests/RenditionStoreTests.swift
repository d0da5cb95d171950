import Foundation
@testable import Gallery
import ImageCodec
import Logging
import Testing

@Suite("The rendition store")
struct RenditionStoreTests {
    /// A library of `count` PNGs of 640×480 pixels (PNGs are always decoded whole; at this size the
    /// web-format and large renditions need no resizing), and a store over it whose cache starts
    /// empty.
    private struct Fixture {
        let library: TemporaryDirectory
        let cache: TemporaryDirectory
        let store: RenditionStore
        let records: [ImageRecord]

        init(pictures count: Int, concurrentDecodes: Int) throws {
            library = try TemporaryDirectory()
            cache = try TemporaryDirectory()
            let size = ImageSize(width: 640, height: 480)
            var records: [ImageRecord] = []
            for number in 0..<count {
                let image = Image(width: size.width, height: size.height, pixelFormat: .rgb,
                                  pixels: [UInt8](repeating: UInt8(40 * number % 256), count: size.width * size.height * 3))
                try PNGEncoder().encode(image).write(to: library.url.appending(path: "picture\(number).png"))
                records.append(Self.record(id: Int64(number + 1), path: "picture\(number).png", size: size))
            }
            self.records = records
            let logger = Logger(label: "tests") { _ in SwiftLogNoOpLogHandler() }
            store = RenditionStore(
                files: RenditionFiles(directory: cache.url, byteLimit: 1 << 30, logger: logger),
                library: LibraryFileReader(root: library.url, maximumSize: DecodingLimits.standard.maximumInputSize),
                decoder: ImageDecoder(), concurrentDecodes: concurrentDecodes, logger: logger)
        }

        static func record(id: Int64, path: String, size: ImageSize) -> ImageRecord {
            ImageRecord(
                id: id, source: .file(relativePath: path), type: .photo, category: .backgrounds, tags: ["test"], colors: [.blue],
                width: size.width, height: size.height, byteSize: 0, views: 0, downloads: 0, collections: 0, likes: 0, comments: 0,
                userID: 1, user: "library", created: 0, editorsChoice: false, isSafe: true, stamp: "1")
        }

        func remove() {
            library.remove()
            cache.remove()
        }
    }

    @Test("renders a rendition once however many ask for it at the same time")
    func coalesces() async throws {
        let fixture = try Fixture(pictures: 1, concurrentDecodes: 2)
        defer { fixture.remove() }
        let store = fixture.store
        let record = fixture.records[0]
        let answers = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<12 { group.addTask { try await store.rendition(of: record, size: .webformat).data } }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(answers.count == 12 && Set(answers).count == 1)
        #expect(store.encodingCount == 1)
        _ = try await store.rendition(of: record, size: .webformat)
        #expect(store.encodingCount == 1, "then it comes from disk")
    }

    @Test("decodes no more library files at once than configured", arguments: [1, 2])
    func boundsDecodes(limit: Int) async throws {
        let fixture = try Fixture(pictures: 4, concurrentDecodes: limit)
        defer { fixture.remove() }
        let store = fixture.store
        try await withThrowingTaskGroup(of: Void.self) { group in
            for record in fixture.records {
                for size in [RenditionSize.webformat, .large] { group.addTask { _ = try await store.rendition(of: record, size: size) } }
            }
            try await group.waitForAll()
        }
        #expect(store.encodingCount == 8)
        #expect((1...limit).contains(store.mostDecodesAtOnce))
    }

    @Test("a library file that vanished is reported as such")
    func vanishedFile() async throws {
        let fixture = try Fixture(pictures: 1, concurrentDecodes: 1)
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.library.url.appending(path: "picture0.png"))
        await #expect {
            _ = try await fixture.store.rendition(of: fixture.records[0], size: .preview)
        } throws: { error in
            if case .missing? = error as? LibraryFileError { true } else { false }
        }
    }
}

@Suite("The rendition files on disk")
struct RenditionFilesTests {
    private static let logger = Logger(label: "tests") { _ in SwiftLogNoOpLogHandler() }

    private static func names(in folder: TemporaryDirectory) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    }

    @Test("stay within the byte limit, deleting the least recently used files first")
    func evictsLeastRecentlyUsed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let files = RenditionFiles(directory: folder.url, byteLimit: 1_000, logger: Self.logger)
        for name in ["a", "b", "c"] { try files.store(Data(repeating: 1, count: 300), as: name) }
        #expect(files.contents(of: "a")?.count == 300)
        try files.store(Data(repeating: 2, count: 300), as: "d")
        #expect(try Self.names(in: folder) == ["a.jpg", "c.jpg", "d.jpg"], "b was the least recently used")
        #expect(files.usage.files == 3 && files.usage.bytes == 900)
        try files.store(Data(repeating: 3, count: 5_000), as: "huge")
        #expect(try Self.names(in: folder) == ["huge.jpg"], "the newest file stays even alone over the limit")
    }

    @Test("count the files left by earlier runs, oldest first")
    func countsEarlierFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for (age, name) in zip([300, 200, 100], ["oldest", "older", "recent"]) {
            let file = folder.url.appending(path: "\(name).jpg")
            try Data(repeating: 0, count: 400).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -Double(age))], ofItemAtPath: file.path)
        }
        let files = RenditionFiles(directory: folder.url, byteLimit: 1_000, logger: Self.logger)
        try files.store(Data(repeating: 1, count: 400), as: "new")
        #expect(try Self.names(in: folder) == ["recent.jpg", "new.jpg"])
        #expect(files.usage.bytes == 800)
    }

    @Test("are private to the user")
    func privateFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try RenditionFiles(directory: folder.url, byteLimit: 1_000, logger: Self.logger).store(Data([1, 2, 3]), as: "x")
        let mode = try FileManager.default.attributesOfItem(atPath: folder.url.appending(path: "x.jpg").path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o077 } == 0)
    }
}
