import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX socket calls the stub server needs, on 127.0.0.1, with descriptors in
/// non-blocking mode so that every wait is a `poll` that a stop can interrupt.
enum LoopbackSocket {
    /// Why a socket call failed.
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// What a wait saw first.
    enum Readiness {
        case ready
        case stopped
        case timedOut
    }

    /// A TCP socket bound to 127.0.0.1 on a port the kernel picks, and that port. With
    /// `listening`, it accepts connections; without, connecting to the port is refused.
    static func bound(listening: Bool) throws(Failure) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, !listening || listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: listening ? "bind/listen" : "bind", code: code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(call: "getsockname", code: code)
        }
        if listening { makeNonBlocking(descriptor) }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Puts `descriptor` in non-blocking mode.
    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Waits until `descriptor` is ready for `events`, `stop` becomes readable, or `deadline`
    /// (nil: none) passes.
    static func wait(for descriptor: Int32, events: Int16, orStop stop: Int32, until deadline: ContinuousClock.Instant? = nil) -> Readiness {
        var descriptors = [pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                if left <= .zero { return .timedOut }
                milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            let count = poll(&descriptors, 2, milliseconds)
            if count < 0, errno == EINTR { continue }
            if descriptors[1].revents != 0 { return .stopped }
            if count > 0 { return .ready }
        }
    }

    /// Writes all of `bytes`, waiting while the peer's buffer is full; false when the peer went
    /// away or `stop` became readable first.
    static func write(_ bytes: [UInt8], to descriptor: Int32, orStop stop: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written > 0 {
                sent += written
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                guard wait(for: descriptor, events: Int16(POLLOUT), orStop: stop) == .ready else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// Reads what is available into `buffer`: the count read, 0 at the end of the stream, or
    /// nil when nothing is available yet. A failed read (a reset) counts as the end.
    static func read(from descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
        return max(count, 0)
    }

    /// Closes `descriptor` so that the peer sees a reset (RST) instead of an orderly end.
    static func reset(_ descriptor: Int32) {
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        close(descriptor)
    }
}
