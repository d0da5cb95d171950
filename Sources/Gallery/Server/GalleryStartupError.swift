/// Why a Gallery server did not start, in words fit for a person at a terminal.
///
/// A value type; safe to pass between threads.
public enum GalleryStartupError: Error, Sendable, CustomStringConvertible {
    /// Another program listens on the port already.
    case portInUse(host: String, port: Int)
    /// Binding failed for another reason (unknown host, no permission for a low port, …).
    case cannotListen(host: String, port: Int, reason: String)
    /// The library folder is missing, a file, or unreadable.
    case unreadableLibrary(path: String, reason: String)
    /// The data directory or the index in it cannot be created or opened.
    case dataDirectory(path: String, reason: String)

    /// The message, naming what to change.
    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            "Port \(port) on \(host) is already in use. Stop the other server or choose another port with --port."
        case .cannotListen(let host, let port, let reason):
            "Cannot listen on \(host):\(port): \(reason)"
        case .unreadableLibrary(let path, let reason):
            "Cannot read the library folder \(path): \(reason). Give a readable folder of pictures."
        case .dataDirectory(let path, let reason):
            "Cannot use the data directory \(path): \(reason). Choose another one with --data-dir."
        }
    }
}
