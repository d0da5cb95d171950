#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file operation: the system's error number (`ENOSPC`, `EACCES`…).
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` the operation failed with.
    public let code: Int32

    /// The failure `code` stands for.
    public init(code: Int32) {
        self.code = code
    }

    /// The failure of the call that just failed (the current `errno`).
    static var current: FileSystemError {
        FileSystemError(code: errno)
    }

    /// The system's text for the error number, for logs.
    public var description: String {
        String(cString: strerror(code)) + " (errno \(code))"
    }
}
