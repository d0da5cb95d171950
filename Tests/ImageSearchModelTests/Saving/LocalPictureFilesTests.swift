#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ImageSearchModel
import Testing

@Suite("LocalPictureFiles")
struct LocalPictureFilesTests {
    let files = LocalPictureFiles()

    @Test("a partial file is hidden, empty and new; publishing links it under its name without replacing anything")
    func publish() throws {
        let folder = try ScratchFolder()
        let file = try files.createPartialFile(in: folder.path)
        #expect(file.path.hasPrefix(folder.path + "/.imagesearch-") && file.path.hasSuffix(".part"))
        try files.append(Data("picture".utf8), to: file)
        try files.finish(file)
        #expect(FileManager.default.createFile(atPath: folder.path + "/taken.jpg", contents: Data("mine".utf8)))
        #expect(try !files.publish(file, as: folder.path + "/taken.jpg"))
        #expect(try files.publish(file, as: folder.path + "/free.jpg"))
        files.discard(file)
        #expect(folder.names() == ["free.jpg", "taken.jpg"])
        #expect(FileManager.default.contents(atPath: folder.path + "/free.jpg") == Data("picture".utf8))
        #expect(FileManager.default.contents(atPath: folder.path + "/taken.jpg") == Data("mine".utf8))
    }

    @Test("a saved file gets the usual permissions, not a private file's")
    func permissions() throws {
        let folder = try ScratchFolder()
        let file = try files.createPartialFile(in: folder.path)
        #expect(try files.publish(file, as: folder.path + "/p.jpg"))
        files.discard(file)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: folder.path + "/p.jpg")[.posixPermissions] as? Int)
        // Read, not set: setting the umask would change it for every test running meanwhile.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
        #expect(mode == 0o666 & ~mask)
    }

    @Test("makes a missing folder, accepts an existing one, refuses a file or a missing parent")
    func makeFolder() throws {
        let folder = try ScratchFolder()
        try files.makeFolder(at: folder.path + "/Pictures")
        try files.makeFolder(at: folder.path + "/Pictures")
        #expect(FileManager.default.createFile(atPath: folder.path + "/file", contents: Data()))
        #expect(throws: FileSystemError(code: ENOTDIR)) { try files.makeFolder(at: folder.path + "/file") }
        #expect(throws: FileSystemError(code: ENOENT)) { try files.makeFolder(at: folder.path + "/missing/Pictures") }
    }

    @Test("sweeps away partial files killed runs left, older than a minute and unlocked — never a running save's or a fresh one")
    func sweep() throws {
        let folder = try ScratchFolder()
        let old = Date(timeIntervalSinceNow: -3_600)
        for name in [".imagesearch-abandoned.part", ".imagesearch-fresh.part", ".other.part", "photo.jpg"] {
            #expect(FileManager.default.createFile(atPath: folder.path + "/" + name, contents: Data()))
        }
        for name in [".imagesearch-abandoned.part", ".other.part", "photo.jpg"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path + "/" + name)
        }
        let running = try files.createPartialFile(in: folder.path)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: running.path)
        files.removeAbandonedPartialFiles(in: folder.path)
        let runningName = String(running.path.split(separator: "/").last!)
        #expect(folder.names() == [".imagesearch-fresh.part", runningName, ".other.part", "photo.jpg"].sorted())
        files.discard(running)
    }
}
