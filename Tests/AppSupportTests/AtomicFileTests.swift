import AppSupport
import Foundation
import Testing

@Suite("AtomicFile")
struct AtomicFileTests {
    let directory = TemporaryDirectory()

    @Test("writes a file in folders it makes private, readable by the user alone, and leaves no temporary file")
    func writesPrivately() throws {
        let file = directory.url.appending(path: "state/app/history")
        try AtomicFile.write(Data("lake\n".utf8), to: file)
        #expect(AtomicFile.read(file, limit: 100) == Data("lake\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.url.appending(path: "state/app").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.appending(path: "state/app").path) == ["history"])
    }

    @Test("replaces the contents whole, keeping a reader's open file as it was")
    func replacesWhole() throws {
        let file = directory.url.appending(path: "history")
        try AtomicFile.write(Data("old contents\n".utf8), to: file)
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        try AtomicFile.write(Data("new\n".utf8), to: file)
        #expect(try reader.readToEnd() == Data("old contents\n".utf8), "the old file, whole, for whoever had it open")
        #expect(AtomicFile.read(file, limit: 100) == Data("new\n".utf8))
    }

    @Test("reads at most the limit, and nothing from a missing file or a folder")
    func readsBounded() throws {
        let file = directory.url.appending(path: "big")
        try AtomicFile.write(Data(repeating: UInt8(ascii: "x"), count: 10_000), to: file)
        #expect(AtomicFile.read(file, limit: 16)?.count == 16)
        #expect(AtomicFile.read(directory.url.appending(path: "missing"), limit: 16) == nil)
        #expect(AtomicFile.read(directory.url, limit: 16) == nil)
    }

    @Test("fails, leaving no temporary file, where the name is taken by a folder or a parent is a file")
    func failsWithoutLeftovers() throws {
        let folder = directory.url.appending(path: "history")
        try FileManager.default.createDirectory(at: folder.appending(path: "inside"), withIntermediateDirectories: true)
        #expect(throws: POSIXError.self) { try AtomicFile.write(Data("new\n".utf8), to: folder) }
        #expect(directory.fileNames == ["history"], "no temporary file beside it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["inside"])
        let file = directory.url.appending(path: "plain")
        try AtomicFile.write(Data("kept\n".utf8), to: file)
        #expect(throws: POSIXError.self) { try AtomicFile.write(Data("new\n".utf8), to: file.appending(path: "below")) }
        #expect(AtomicFile.read(file, limit: 100) == Data("kept\n".utf8))
    }
}
