#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Small files read and written whole — settings, histories — so that a reader never sees part
/// of one: a write goes to a temporary file beside the file, which is flushed and then renamed
/// over it (`rename(2)` replaces atomically), so the file is the old one or the whole new one,
/// even when the program is killed or the disk fills up half-way; a reader that has the old file
/// open keeps reading it whole. Stateless; usable from any thread (two writers at once leave one
/// of the two files whole).
public enum WholeFile {
    /// The contents of `file`, at most `maximumSize` bytes; nil when there is no such file.
    /// Throws a ``FileError`` saying why it cannot be read (a folder, permission denied, larger
    /// than `maximumSize`: `EFBIG`…).
    public static func contents(of file: URL, maximumSize: Int) throws(FileError) -> Data? {
        let path = file.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError(path: path, code: errno)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, code: errno) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw FileError(path: path, code: EISDIR) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw FileError(path: path, code: errno) }
            if count == 0 { return data }
            guard data.count + count <= maximumSize else { throw FileError(path: path, code: EFBIG) }
            data.append(contentsOf: buffer[..<count])
        }
    }

    /// Replaces `file`'s contents with `data` atomically (see the type's description), making
    /// its folder and any missing parent first (0700: what the user keeps there is theirs). The
    /// new file gets `permissions` (before the umask). Throws a ``FileError`` naming the path
    /// that failed; the old file is then as it was, and no temporary file is left.
    public static func replaceContents(of file: URL, with data: Data, permissions: mode_t = 0o644) throws(FileError) {
        let folder = file.deletingLastPathComponent()
        try makeFolder(folder)
        let temporary = folder.appending(path: ".\(file.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { throw FileError(path: file.path, code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : EIO
                    return
                }
                offset += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(temporary, file.path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw FileError(path: file.path, code: failure)
        }
        // The rename itself reaches the disk with the folder's entry.
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Creates `folder` and its missing parents as 0700; existing ones are left as they are.
    private static func makeFolder(_ folder: URL) throws(FileError) {
        var missing: [String] = []
        var current = folder.standardizedFileURL.path
        while current.count > 1, !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for path in missing.reversed() where mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw FileError(path: path, code: errno)
        }
    }
}
