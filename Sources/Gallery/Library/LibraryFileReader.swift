import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files of the user's library (for indexing and for renditions) without following a
/// symbolic link anywhere below the library folder, and without reading more than the decoder
/// accepts.
///
/// Each folder on the relative path is opened from the one before it with `O_NOFOLLOW`, and so is
/// the file: the file read is the one at that path inside the library (a file or folder swapped
/// for a link after indexing is refused, so what is read cannot lie outside the library, whatever
/// the link points to). The size comes from `fstat` before a byte is read. A plain value; safe
/// to use from many threads at once.
struct LibraryFileReader: Sendable {
    /// The library folder (itself may be reached through links).
    let root: URL
    /// The largest file read, in bytes: the decoder's input limit.
    let maximumSize: Int

    /// The whole file at `relativePath` (folders separated by `/`).
    func contents(of relativePath: String) throws(LibraryFileError) -> Data {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.last, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw .refused("\(relativePath) names no file inside the library")
        }
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw Self.failure(errno) }
        for component in components.dropLast() {
            let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let code = errno
            close(folder)
            guard next >= 0 else { throw Self.failure(code) }
            folder = next
        }
        // O_NONBLOCK: a FIFO swapped in must not block the open; it is refused below.
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        let code = errno
        close(folder)
        guard file >= 0 else { throw Self.failure(code) }
        defer { close(file) }

        var status = stat()
        guard fstat(file, &status) == 0 else { throw .unreadable(PrivateFiles.lastError()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .refused("not a regular file") }
        let size = Int(status.st_size)
        guard size <= maximumSize else { throw .tooLarge(bytes: size, limit: maximumSize) }
        return try Self.readAll(file, expected: size)
    }

    /// Reads the `expected` bytes of `file`, refusing it if it turns out longer.
    private static func readAll(_ file: Int32, expected: Int) throws(LibraryFileError) -> Data {
        var data = Data(count: expected + 1)
        var count = 0
        while count < data.count {
            let result = data.withUnsafeMutableBytes { read(file, $0.baseAddress! + count, $0.count - count) }
            if result < 0 && errno == EINTR { continue }
            guard result >= 0 else { throw .unreadable(PrivateFiles.lastError()) }
            if result == 0 { break }
            count += result
        }
        guard count <= expected else { throw .refused("the file grew while it was read") }
        data.count = count
        return data
    }

    private static func failure(_ code: Int32) -> LibraryFileError {
        switch code {
        case ENOENT: .missing
        case ELOOP, ENOTDIR: .refused("a symbolic link or not a folder on the path")
        default: .unreadable(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
        }
    }
}
