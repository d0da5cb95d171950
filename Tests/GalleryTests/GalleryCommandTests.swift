import Foundation
import Testing
import TestSupport

/// The built `gallery` command refusing what it cannot use, with a message that says what is
/// wrong — before it serves anything.
@Suite("The gallery command line")
struct GalleryCommandTests {
    /// Runs the built product with `arguments` and an empty data folder of its own; its status
    /// and standard error.
    func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let data = FileManager.default.temporaryDirectory.appending(path: "gallery-command-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let process = Process()
        process.executableURL = TerminalProgramRun.productsDirectory.appending(path: "gallery")
        process.arguments = ["--data-dir", data.path] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let error = Pipe()
        process.standardError = error
        try process.run()
        let text = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }

    @Test("says a --library that is a file is a file, not that it does not exist")
    func libraryIsAFile() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "gallery-library-\(UUID().uuidString).jpg")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["--port", "0", "--library", file.path])
        #expect(result.status == 2 && result.error.contains("it is a file, not a folder") && !result.error.contains("no such folder"), "\(result.error)")
    }

    @Test("says a missing --library does not exist")
    func libraryMissing() throws {
        let result = try run(["--port", "0", "--library", "/nonexistent-\(UUID().uuidString)"])
        #expect(result.status == 2 && result.error.contains("no such folder"), "\(result.error)")
    }

    @Test("refuses a port out of range, a negative one included, naming the range", arguments: ["-1", "65536", "99999"])
    func portOutOfRange(port: String) throws {
        let result = try run(["--port", port])
        #expect(result.status == 64 && result.error.contains("--port must be between 0 and 65535"), "\(result.error)")
    }
}
