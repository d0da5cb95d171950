#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Gallery
import Synchronization

/// A free TCP port on an IPv4 loopback address, held for a server that is about to start there,
/// so that its address is known before it listens: a socket bound to the port (with
/// `SO_REUSEADDR`, not listening) keeps other programs and outgoing connections off it, while
/// the server — which sets `SO_REUSEADDR` too, as Hummingbird does — may still bind it on Linux.
/// ``release()`` gives the port up; the server holds it from then on. Thread-safe.
final class LoopbackPortReservation: Sendable {
    /// The port held.
    let port: Int

    private let socket: Mutex<Int32?>

    /// Holds `port` on `host` (an IPv4 address such as `127.0.0.1`), or a free port when `port`
    /// is 0; throws when no socket can be bound there (for a given port: when another program
    /// holds it).
    init(host: String, port: Int = 0) throws(GalleryStartupError) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw .cannotListen(host: host, port: 0, reason: "not an IPv4 address")
        }
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Self.failure(host: host, port: port) }
        var reuse: Int32 = 1
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0
                    && bind(descriptor, generic, length) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            let error = Self.failure(host: host, port: port)
            close(descriptor)
            throw error
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        socket = Mutex(descriptor)
    }

    deinit {
        release()
    }

    /// Gives the port up (closes the socket holding it); later calls do nothing.
    func release() {
        if let descriptor = socket.withLock({ $0.take() }) { close(descriptor) }
    }

    private static func failure(host: String, port: Int) -> GalleryStartupError {
        .cannotListen(host: host, port: port, reason: String(cString: strerror(errno)))
    }
}
