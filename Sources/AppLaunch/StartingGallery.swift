import Dispatch
import Foundation
import Gallery
import Synchronization

/// The embedded Gallery from the moment it is asked to start: where it serves (``baseURL``,
/// known at once, its port held for it by a `LoopbackPortReservation`) and, once it listens, the
/// server itself — so that an app builds its screens while the Gallery opens its index and
/// binds, and waits only before its first screen asks anything (``waitUntilServing()``).
///
/// The server starts on Swift concurrency's threads, never the caller's, and runs until the
/// process ends; keep this value alive for as long as the app runs: it owns the server.
/// Thread-safe.
public final class StartingGallery: Sendable {
    /// Where the server serves (`http://127.0.0.1:<port>`), before and after it listens.
    public let baseURL: URL

    private let outcome = Mutex<Result<GalleryServer, GalleryStartupError>?>(nil)
    private let settled = DispatchSemaphore(value: 0)

    /// Starts the server with `configuration` on the port `reservation` holds for it, and
    /// returns without waiting for it.
    init(configuration: GalleryConfiguration, reservation: LoopbackPortReservation) throws(GalleryStartupError) {
        var configuration = configuration
        configuration.port = reservation.port
        guard let baseURL = URL(string: "http://\(configuration.host):\(reservation.port)") else {
            throw .cannotListen(host: configuration.host, port: reservation.port, reason: "not a valid URL")
        }
        self.baseURL = baseURL
        Task.detached { [self] in
            var result = await Self.start(configuration)
            if case .failure(.portInUse) = result {
                // A system that will not bind a port held by another socket, even with
                // SO_REUSEADDR on both: give it up and bind it at once.
                reservation.release()
                result = await Self.start(configuration)
            }
            reservation.release()
            outcome.withLock { $0 = result }
            settled.signal()
        }
    }

    /// Waits, blocking the calling thread, until the server listens at ``baseURL`` and returns
    /// it, or throws the Gallery's start-up error (a sentence fit for the terminal). Returns at
    /// once after the first call.
    @discardableResult
    public func waitUntilServing() throws(GalleryStartupError) -> GalleryServer {
        if outcome.withLock({ $0 }) == nil {
            settled.wait()
            settled.signal()
        }
        return try outcome.withLock { $0! }.get()
    }

    private static func start(_ configuration: GalleryConfiguration) async -> Result<GalleryServer, GalleryStartupError> {
        do throws(GalleryStartupError) {
            return .success(try await GalleryServer.start(configuration))
        } catch {
            return .failure(error)
        }
    }
}
