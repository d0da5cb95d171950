#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReactiveCore

/// A file that log lines are appended to — never the terminal, which the apps' screens own.
///
/// Opened for appending (created with mode 0600 if missing: logs may hold search texts), one
/// `write(2)` per line under a lock, so lines from several threads never interleave and lines
/// from two running copies of an app land whole (`O_APPEND`). Thread-safe; the file is closed
/// when the last reference goes.
public final class LogFile: Sendable {
    /// The file's path.
    public let path: String
    private let descriptor: Locked<Int32>

    /// Opens (or creates) the file at `path` for appending; throws a ``LogFileError`` that says
    /// what is wrong with the path.
    public init(path: String) throws(LogFileError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw LogFileError(path: path, code: errno) }
        self.path = path
        descriptor = Locked(fd)
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }

    /// Appends `line` and a newline.
    public func append(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        descriptor.withLock { fd in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }
}
