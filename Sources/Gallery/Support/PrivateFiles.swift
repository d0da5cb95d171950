import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders and files only the user may read: the data directory holds what the user's own
/// pictures look like, so folders are made 0700 and files 0600 (before the umask, which can only
/// take permissions away).
enum PrivateFiles {
    /// Creates `folder` and any missing parent as 0700. An existing `folder` is made 0700 too when
    /// `restrictingExisting` is set (the server's own folders); parents that exist are left alone.
    static func makeFolder(_ folder: URL, restrictingExisting: Bool) throws {
        let path = folder.standardizedFileURL.path
        var missing: [String] = []
        var current = path
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() where mkdir(component, 0o700) != 0 && errno != EEXIST {
            throw lastError()
        }
        if restrictingExisting && missing.isEmpty && chmod(path, 0o700) != 0 {
            throw lastError()
        }
    }

    /// Creates the file at `path` empty (0600) if it does not exist, and makes it 0600 if it
    /// does; for files that another library then opens (SQLite gives its `-wal` and `-shm` files
    /// the database file's permissions).
    static func restrictFile(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw lastError() }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw lastError() }
    }

    /// Writes `data` to `file` (0600) through a temporary file renamed into place, so that a
    /// concurrent reader sees the old file or the whole new one, never part of it.
    static func replaceContents(of file: URL, with data: Data) throws {
        let temporary = file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw lastError() }
        let written = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        close(descriptor)
        // rename(2) replaces atomically.
        guard written, rename(temporary, file.path) == 0 else {
            unlink(temporary)
            throw POSIXError(.EIO)
        }
    }

    /// The error `errno` names.
    static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
