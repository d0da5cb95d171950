import AppSupport
import Foundation
import Logging
import Testing

@Suite("FileLogHandler")
struct FileLogHandlerTests {
    let path = FileManager.default.temporaryDirectory.appending(path: "log-\(UUID().uuidString).txt").path

    func lines() throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("appends one line per message with level, label and sorted metadata")
    func oneLinePerMessage() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logger = Logger(label: "imagesearch") { label in
            FileLogHandler(label: label, file: try! LogFile(path: path), redactor: SecretRedactor())
        }
        logger.info("first", metadata: ["b": "2", "a": "1"])
        logger.warning("second\nline")
        let written = try lines()
        #expect(written.count == 2)
        #expect(written[0].hasSuffix(" info imagesearch: first a=1 b=2"))
        #expect(written[1].hasSuffix(" warning imagesearch: second\\nline"))
    }

    @Test("never writes a secret, in the message or the metadata")
    func redactsSecrets() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LogFile(path: path)
        let logger = Logger(label: "app") { FileLogHandler(label: $0, file: file, redactor: SecretRedactor(secrets: ["s3cr3t-key"])) }
        logger.error("GET https://pixabay.com/api/?key=s3cr3t-key&q=a", metadata: ["url": "https://x/?appid=other"])
        let written = try lines().joined()
        #expect(!written.contains("s3cr3t-key"))
        #expect(!written.contains("other"))
        #expect(written.contains("key=[redacted]"))
    }

    @Test("keeps lines whole when many threads log at once")
    func concurrentLines() async throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try LogFile(path: path)
        let logger = Logger(label: "app") { FileLogHandler(label: $0, file: file, redactor: SecretRedactor()) }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<50 { logger.info("task \(task) message \(index) \(String(repeating: "x", count: 200))") }
                }
            }
        }
        let written = try lines()
        #expect(written.count == 400)
        #expect(written.allSatisfy { $0.hasSuffix(String(repeating: "x", count: 200)) })
    }

    @Test("says what is wrong with a path it cannot open")
    func openingErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "log-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(path: String, code: Int32, reason: String)] = [
            (folder.path, EISDIR, "it is a folder"),
            (folder.path + "/missing/app.log", ENOENT, "no such folder"),
            ("/proc/version/app.log", ENOTDIR, "part of the path is not a folder"),
        ]
        for (path, code, reason) in cases {
            #expect(throws: LogFileError(path: path, code: code)) { try LogFile(path: path) }
            #expect(LogFileError(path: path, code: code).description == "cannot open the log file \(path): \(reason)")
        }
    }

    @Test("creates the file readable by its owner only")
    func ownerOnly() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try LogFile(path: path)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
