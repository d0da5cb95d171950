#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``LogFile`` could not be opened, said so that the user knows what to change: the path
/// is a folder, its folder does not exist, permission is denied… A value.
public struct LogFileError: Error, Hashable, CustomStringConvertible {
    /// The path that was given.
    public let path: String
    /// The `errno` of the failed `open(2)`.
    public let code: Int32

    /// An error for `path`, from the `errno` of the failed open.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// What is wrong with the path, in a few words: "it is a folder", "no such folder"….
    public var reason: String {
        switch code {
        case EISDIR: "it is a folder"
        case ENOENT: "no such folder"
        case ENOTDIR: "part of the path is not a folder"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        default: String(cString: strerror(code))
        }
    }

    /// "cannot open the log file PATH: REASON".
    public var description: String {
        "cannot open the log file \(path): \(reason)"
    }
}
