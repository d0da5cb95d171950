import Foundation
import ImageSearchModel

/// The local disk, but one operation fails with the error the test chose: a disk that fills up,
/// a folder that may not be written in.
struct FailingPictureFiles: PictureFileSystem {
    /// The operation that fails.
    enum Operation: Sendable {
        case makeFolder, createPartialFile, append, finish, publish
    }

    let failing: Operation
    let code: Int32
    private let disk = LocalPictureFiles()

    init(_ failing: Operation, with code: Int32) {
        self.failing = failing
        self.code = code
    }

    private func check(_ operation: Operation) throws(FileSystemError) {
        if operation == failing { throw FileSystemError(code: code) }
    }

    func makeFolder(at path: String) throws(FileSystemError) {
        try check(.makeFolder)
        try disk.makeFolder(at: path)
    }

    func removeAbandonedPartialFiles(in path: String) {
        disk.removeAbandonedPartialFiles(in: path)
    }

    func createPartialFile(in path: String) throws(FileSystemError) -> PartialFile {
        try check(.createPartialFile)
        return try disk.createPartialFile(in: path)
    }

    func append(_ bytes: Data, to file: PartialFile) throws(FileSystemError) {
        try check(.append)
        try disk.append(bytes, to: file)
    }

    func finish(_ file: PartialFile) throws(FileSystemError) {
        try check(.finish)
        try disk.finish(file)
    }

    func publish(_ file: PartialFile, as path: String) throws(FileSystemError) -> Bool {
        try check(.publish)
        return try disk.publish(file, as: path)
    }

    func discard(_ file: PartialFile) {
        disk.discard(file)
    }

    func removeName(of file: PartialFile) {
        disk.removeName(of: file)
    }
}
