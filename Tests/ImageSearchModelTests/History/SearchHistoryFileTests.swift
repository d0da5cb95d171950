import AppSupport
import Foundation
import ImageSearchModel
import Logging
import Testing

@Suite("SearchHistoryFile")
struct SearchHistoryFileTests {
    let folder: ScratchFolder
    let file: URL

    init() throws {
        folder = try ScratchFolder()
        file = folder.url.appending(path: "state/reactivemvvm/imagesearch/history")
    }

    func store(secrets: [String] = []) -> SearchHistoryFile {
        SearchHistoryFile(url: file, redactor: SecretRedactor(secrets: secrets), logger: Logger(label: "test"))
    }

    var fileText: String? {
        try? String(contentsOf: file, encoding: .utf8)
    }

    @Test("starts empty without a file, creates it with the first search, newest first, and reads it back")
    func recordsNewestFirst() {
        let history = store()
        #expect(history.recentSearches() == [])
        history.record("lake")
        history.record("sunset")
        history.record("lake")
        history.finishWriting()
        #expect(fileText == "lake\nsunset\n")
        #expect(store().recentSearches() == ["lake", "sunset"], "another run reads the same history")
    }

    @Test("keeps what another running copy wrote: each search re-reads the file")
    func twoCopies() {
        let first = store()
        let second = store()
        first.record("lake")
        first.finishWriting()
        second.record("mountain")
        second.finishWriting()
        first.record("sunset")
        first.finishWriting()
        #expect(fileText == "sunset\nmountain\nlake\n")
    }

    @Test("an empty file turns the history off: nothing read, nothing written")
    func emptyFileTurnsItOff() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        for contents in ["", "\n\n  \n"] {
            try Data(contents.utf8).write(to: file)
            let history = store()
            history.record("lake")
            history.finishWriting()
            #expect(history.recentSearches() == [])
            #expect(fileText == contents)
        }
    }

    @Test("never writes a search holding the API key, or a key= parameter, and ignores such lines in the file")
    func noSecrets() throws {
        let history = store(secrets: ["secret-key-4242"])
        history.record("lake secret-key-4242")
        history.record("key=abcdef")
        history.record("sunset")
        history.finishWriting()
        #expect(fileText == "sunset\n")
        try Data("mountain\nsecret-key-4242\n".utf8).write(to: file)
        #expect(history.recentSearches() == ["mountain"])
        #expect(store().recentSearches() == ["mountain", "secret-key-4242"], "without the key set, the line is a search like any other")
    }

    @Test("leaves alone a file grown by hand past 64 KiB, and one it cannot read")
    func badFiles() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let long = Data((1...20_000).map { "search \($0)" }.joined(separator: "\n").utf8)
        try long.write(to: file)
        let grown = store()
        #expect(grown.recentSearches() == [])
        grown.record("lake")
        grown.finishWriting()
        #expect(try Data(contentsOf: file) == long, "the file as the user left it")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let history = store()
        history.record("lake")
        history.finishWriting()
        #expect(history.recentSearches() == [])
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) && isFolder.boolValue, "the folder in its place left alone")
    }
}
