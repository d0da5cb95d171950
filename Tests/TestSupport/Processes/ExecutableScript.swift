import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stand-in programs tests put on a program's `PATH` (a `tmux`, an `xdg-open`…): shell
/// scripts written so that they can be started at once, whatever other tests run meanwhile.
///
/// Foundation's `write(to:)` opens the file without close-on-exec. A process another test starts
/// while it is open inherits the descriptor, and as long as any process holds a file open for
/// writing, starting it fails with `ETXTBSY` ("Text file busy") — the program under test then
/// finds no stand-in, now and then. Here the file is written through a descriptor that no
/// started program keeps.
public enum ExecutableScript {
    /// Writes `text` to `url`, replacing what was there, with the permission bits `permissions`
    /// (executable by default). Throws the POSIX error of the step that failed.
    public static func write(_ text: String, to url: URL, permissions: mode_t = 0o755) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw posixError() }
        defer { close(descriptor) }
        // The mode given to `open` passes through the umask; the script's must not.
        guard fchmod(descriptor, permissions) == 0 else { throw posixError() }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw posixError() }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
