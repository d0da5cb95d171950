#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to `fileDescriptor`, retrying after signals (EINTR), partial writes
/// and a full non-blocking descriptor (EAGAIN: waits with poll). Returns false on any other
/// error. Uses only async-signal-safe calls, so the crash path may use it; any thread.
///
/// With `stopping`, asks it before each `write(2)` and leaves the rest unwritten, returning
/// true, once it says so: a large write (a picture) goes out in many calls, and the terminal
/// may have been given back meanwhile.
func writeAll(to fileDescriptor: Int32, _ bytes: UnsafeRawBufferPointer, stopping: (() -> Bool)? = nil) -> Bool {
    guard var next = bytes.baseAddress else { return true }
    var remaining = bytes.count
    while remaining > 0 {
        if let stopping, stopping() { return true }
        let written = write(fileDescriptor, next, remaining)
        if written >= 0 {
            next += written
            remaining -= written
            continue
        }
        switch errno {
        case EINTR:
            continue
        case EAGAIN, EWOULDBLOCK:
            var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
        default:
            return false
        }
    }
    return true
}
