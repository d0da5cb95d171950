import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A port on 127.0.0.1 where nothing listens, so that connecting to it is refused — for tests of
/// "connection refused". The port is bound (without listening) for as long as this object lives,
/// so no other test or process can start listening on it meanwhile; releasing the object frees
/// it. Safe to use from any thread.
public final class ClosedPort: Sendable {
    /// The port.
    public let port: UInt16
    private let descriptor: Int32

    /// Reserves a port the kernel picks.
    public init() throws {
        (descriptor, port) = try LoopbackSocket.bound(listening: false)
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }
}
