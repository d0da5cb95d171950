import Foundation
@testable import Gallery
import ImageCodec
import Testing

@Suite("Reading library files")
struct LibraryFileReaderTests {
    private static func reason(_ body: () throws -> Data) -> LibraryFileError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? LibraryFileError
        }
    }

    @Test("reads files in folders of the library")
    func reads() throws {
        let library = try TemporaryDirectory()
        defer { library.remove() }
        try FileManager.default.createDirectory(at: library.url.appending(path: "a/b"), withIntermediateDirectories: true)
        try Data("picture".utf8).write(to: library.url.appending(path: "a/b/c.jpg"))
        let reader = LibraryFileReader(root: library.url, maximumSize: 100)
        #expect(try reader.contents(of: "a/b/c.jpg") == Data("picture".utf8))
    }

    @Test("refuses links, FIFOs, paths out of the library and files over the limit", arguments: [
        ("link.jpg", "refused"), ("linked/c.jpg", "refused"), ("fifo.jpg", "refused"), ("../outside.jpg", "refused"),
        ("a//c.jpg", "refused"), ("big.jpg", "tooLarge"), ("none.jpg", "missing"),
    ])
    func refuses(path: String, expected: String) throws {
        let library = try TemporaryDirectory()
        defer { library.remove() }
        let root = library.url.appending(path: "root")
        try FileManager.default.createDirectory(at: root.appending(path: "a"), withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: library.url.appending(path: "outside.jpg"))
        try Data("inside".utf8).write(to: root.appending(path: "a/c.jpg"))
        try FileManager.default.createSymbolicLink(at: root.appending(path: "link.jpg"), withDestinationURL: library.url.appending(path: "outside.jpg"))
        try FileManager.default.createSymbolicLink(at: root.appending(path: "linked"), withDestinationURL: root.appending(path: "a"))
        #expect(mkfifo(root.appending(path: "fifo.jpg").path, 0o600) == 0)
        try Data(repeating: 0, count: 101).write(to: root.appending(path: "big.jpg"))
        let reader = LibraryFileReader(root: root, maximumSize: 100)
        let error = Self.reason { try reader.contents(of: path) }
        switch (error, expected) {
        case (.refused?, "refused"), (.tooLarge?, "tooLarge"), (.missing?, "missing"): break
        default: Issue.record("\(path): \(String(describing: error)), expected \(expected)")
        }
    }

    @Test("refuses a file over the limit from its size, reading none of it")
    func oversizedFileIsNotRead() throws {
        let library = try TemporaryDirectory()
        defer { library.remove() }
        // A sparse file: a JPEG signature, then 80 MiB of nothing, taking no space on disk.
        let limit = DecodingLimits.standard.maximumInputSize
        let huge = library.url.appending(path: "huge.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(limit) + 16 << 20)
        try handle.close()
        let reader = LibraryFileReader(root: library.url, maximumSize: limit)
        // This thread's own count of bytes read, so that tests running beside this one do not count.
        let before = try Self.bytesReadByThisThread()
        let error = Self.reason { try reader.contents(of: "huge.jpg") }
        let read = try Self.bytesReadByThisThread() - before
        guard case .tooLarge? = error else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(read < 64 << 10, "\(read) bytes read")
    }

    /// `rchar` of `/proc/thread-self/io`: every byte the calling thread has read.
    private static func bytesReadByThisThread() throws -> Int {
        let lines = try String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8).split(separator: "\n")
        let line = try #require(lines.first { $0.hasPrefix("rchar:") })
        return try #require(Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)))
    }
}
