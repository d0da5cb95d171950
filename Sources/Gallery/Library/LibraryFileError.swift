import Foundation

/// Why a file of the user's library was not read.
///
/// A value type; safe to pass between threads.
enum LibraryFileError: Error, Sendable, CustomStringConvertible {
    /// The file (or a folder on its path) is gone.
    case missing
    /// The path leads through a symbolic link or to something other than a regular file, or
    /// names no file inside the library (`..`, an empty component).
    case refused(String)
    /// The file is larger than the decoder accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// The system refused to read it (permissions, I/O).
    case unreadable(POSIXError)

    /// The reason, for logs.
    var description: String {
        switch self {
        case .missing: "no such file"
        case .refused(let reason): reason
        case .tooLarge(let bytes, let limit): "\(bytes) bytes, more than the \(limit) the decoder accepts"
        case .unreadable(let error): "\(error)"
        }
    }
}
