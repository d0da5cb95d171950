import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small file of the user's own (a list of recent searches, a remembered port) that is only
/// ever replaced whole: a reader — this process or another copy of the app — sees the old
/// contents or the new, never part of them, and a crash or a power cut in the middle of a write
/// leaves the old contents.
///
/// Writing goes to a new hidden file in the same folder (0600), which is flushed to disk and then
/// renamed over the file; missing folders are made (0700). Reading takes at most a given number of
/// bytes, so a file grown by hand cannot make the app hold much.
///
/// Threading: the functions do disk I/O on the calling thread and may be called from any thread;
/// two writers of one file both succeed, the last rename winning.
public enum AtomicFile {
    /// The first `limit` bytes of the regular file at `url`; nil when it does not exist, is not a
    /// regular file (a folder, a device, a link to one) or cannot be read.
    public static func read(_ url: URL, limit: Int) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(0, min(limit, Int(status.st_size))))
        var filled = 0
        while filled < bytes.count {
            let count = bytes[filled...].withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(filled)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        return Data(bytes[..<filled])
    }

    /// Replaces the contents of the file at `url` with `data` (see the type's description),
    /// making its folder and any missing parent (0700). Throws the failing call's error; the
    /// file is then as it was and no temporary file is left.
    public static func write(_ data: Data, to url: URL) throws(POSIXError) {
        let folder = url.deletingLastPathComponent()
        try makeFolder(folder.path)
        let temporary = folder.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw lastError() }
        var failure: POSIXError?
        if !writeAll(data, to: descriptor) || fsync(descriptor) != 0 { failure = lastError() }
        close(descriptor)
        if failure == nil, rename(temporary, url.path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw failure
        }
        // The rename itself reaches the disk with the folder's entry.
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Makes the folder at `path` and its missing parents, 0700.
    private static func makeFolder(_ path: String) throws(POSIXError) {
        var missing: [String] = []
        var current = path
        var status = stat()
        while !current.isEmpty, current != "/", stat(current, &status) != 0 {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() where mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw lastError()
        }
    }

    /// Writes every byte of `data`; false on an error (errno tells which).
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = pwrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(offset))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }

    private static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
