import AppSupport
import Foundation
import Testing

@Suite("WholeFile")
struct WholeFileTests {
    let directory = TemporaryDirectory()

    var file: URL { directory.url.appending(path: "settings/app/file.toml") }

    @Test("writes a file whole, making its folders, and reads it back")
    func roundTrip() throws {
        try WholeFile.replaceContents(of: file, with: Data("first\n".utf8))
        try WholeFile.replaceContents(of: file, with: Data("second\n".utf8))
        #expect(try WholeFile.contents(of: file, maximumSize: 100) == Data("second\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["file.toml"], "no temporary file left")
        let folder = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? Int).map { $0 & 0o077 } == 0, "the folders it makes are the user's alone")
    }

    @Test("gives the file the permissions asked for: 0600 keeps it the user's alone")
    func privateFile() throws {
        try WholeFile.replaceContents(of: file, with: Data("lake\n".utf8), permissions: 0o600)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test("replaces the contents whole, keeping a reader's open file as it was")
    func replacesWhole() throws {
        try WholeFile.replaceContents(of: file, with: Data("old contents\n".utf8))
        let reader = try FileHandle(forReadingFrom: file)
        defer { try? reader.close() }
        try WholeFile.replaceContents(of: file, with: Data("new\n".utf8))
        #expect(try reader.readToEnd() == Data("old contents\n".utf8), "the old file, whole, for whoever had it open")
        #expect(try WholeFile.contents(of: file, maximumSize: 100) == Data("new\n".utf8))
    }

    @Test("reads nothing for a file that does not exist")
    func absent() throws {
        #expect(try WholeFile.contents(of: file, maximumSize: 100) == nil)
    }

    @Test("says why it cannot read: a folder, or a file larger than asked for")
    func unreadable() throws {
        try WholeFile.replaceContents(of: file, with: Data(repeating: 65, count: 101))
        #expect(throws: FileError(path: file.path, code: EFBIG)) { try WholeFile.contents(of: file, maximumSize: 100) }
        #expect(try WholeFile.contents(of: file, maximumSize: 101)?.count == 101)
        let folder = file.deletingLastPathComponent()
        #expect(throws: FileError(path: folder.path, code: EISDIR)) { try WholeFile.contents(of: folder, maximumSize: 100) }
        #expect(FileError(path: folder.path, code: EISDIR).reason(in: .japanese) == "フォルダーです")
    }

    @Test("leaves what was there, and no temporary file, when the new file cannot be put in place")
    func failedWrite() throws {
        let inTheWay = file.appending(path: "kept")
        try WholeFile.replaceContents(of: inTheWay, with: Data("kept\n".utf8))
        #expect(throws: FileError(path: file.path, code: EISDIR)) { try WholeFile.replaceContents(of: file, with: Data("new\n".utf8)) }
        #expect(try WholeFile.contents(of: inTheWay, maximumSize: 100) == Data("kept\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["file.toml"])
    }

    @Test("says which path is in the way when a folder cannot be made")
    func blockedFolder() throws {
        try WholeFile.replaceContents(of: directory.url.appending(path: "settings"), with: Data("a file".utf8))
        #expect(throws: FileError(path: directory.url.appending(path: "settings/app").path, code: ENOTDIR)) {
            try WholeFile.replaceContents(of: file, with: Data("new\n".utf8))
        }
    }
}
