#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The real ``PictureFileSystem``: POSIX calls on the local disk.
///
/// A partial file is `.imagesearch-<random>.part`, created with `O_EXCL` (mode 0666 less the
/// umask, as any saved file) and locked with `flock` for as long as it is open, so that a later
/// save can tell the partial files of a run that was killed (unlocked, and older than a minute)
/// from those another running copy is writing. Publishing links the finished file under its
/// name — `link` fails rather than replace a file — and, on file systems without hard links
/// (FAT, exFAT, some network shares), reserves the name with an `O_EXCL` create and renames the
/// partial file over that reservation.
///
/// Threading: stateless; usable from any thread.
public struct LocalPictureFiles: PictureFileSystem {
    /// Partial files start with this.
    static let partialPrefix = ".imagesearch-"
    /// Partial files end with this.
    static let partialSuffix = ".part"
    /// An unlocked partial file younger than this may be one another run has just created and
    /// not locked yet; it is left alone.
    static let abandonedAge: TimeInterval = 60

    /// The local disk.
    public init() {}

    /// Makes the folder with `mkdir` (mode 0777 less the umask) unless a folder is there.
    public func makeFolder(at path: String) throws(FileSystemError) {
        if mkdir(path, 0o777) == 0 { return }
        let failure = FileSystemError.current
        guard failure.code == EEXIST else { throw failure }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .current }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw FileSystemError(code: ENOTDIR) }
    }

    /// Deletes the partial files in the folder that are older than ``abandonedAge`` and that no
    /// process holds locked.
    public func removeAbandonedPartialFiles(in path: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let oldest = Date().timeIntervalSince1970 - Self.abandonedAge
        for name in names where name.hasPrefix(Self.partialPrefix) && name.hasSuffix(Self.partialSuffix) {
            let file = path + "/" + name
            let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Double(status.st_mtim.tv_sec) < oldest,
                  flock(descriptor, LOCK_EX | LOCK_NB) == 0
            else { continue }
            unlink(file)
        }
    }

    /// Creates `.imagesearch-<random>.part` with `O_EXCL` (another name when taken) and locks it.
    public func createPartialFile(in path: String) throws(FileSystemError) -> PartialFile {
        while true {
            let name = Self.partialPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36) + Self.partialSuffix
            let file = path + "/" + name
            let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if descriptor >= 0 {
                // Only another process's sweep could fail here, and it finds a file too young to take.
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                return PartialFile(path: file, descriptor: descriptor)
            }
            let failure = FileSystemError.current
            guard failure.code == EEXIST else { throw failure }
        }
    }

    /// Writes all of `bytes`, retrying after interruptions and short writes.
    public func append(_ bytes: Data, to file: PartialFile) throws(FileSystemError) {
        let failure: FileSystemError? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(file.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno != EINTR {
                    return .current
                }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// `fsync`s the file; it stays open (and locked) until ``discard(_:)``.
    public func finish(_ file: PartialFile) throws(FileSystemError) {
        guard fsync(file.descriptor) == 0 else { throw .current }
    }

    /// Links the file under `path` (`EEXIST`: taken), or reserves `path` and renames the file
    /// over the reservation where the file system has no hard links.
    public func publish(_ file: PartialFile, as path: String) throws(FileSystemError) -> Bool {
        if link(file.path, path) == 0 { return true }
        let failure = FileSystemError.current
        switch failure.code {
        case EEXIST:
            return false
        case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, ENOSYS:
            let reservation = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            guard reservation >= 0 else {
                let reserving = FileSystemError.current
                if reserving.code == EEXIST { return false }
                throw reserving
            }
            close(reservation)
            guard rename(file.path, path) == 0 else {
                let renaming = FileSystemError.current
                unlink(path)
                throw renaming
            }
            return true
        default:
            throw failure
        }
    }

    /// Closes the descriptor and unlinks the partial file's name.
    public func discard(_ file: PartialFile) {
        close(file.descriptor)
        unlink(file.path)
    }

    /// Unlinks the partial file's name only.
    public func removeName(of file: PartialFile) {
        unlink(file.path)
    }
}
