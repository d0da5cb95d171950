#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The real ``ExternalAppChanneling``: opens web pages and files with `xdg-open`, the freedesktop
/// way to hand a URL to the user's browser and a file to the program for it.
///
/// It opens only when `xdg-open` is on the `PATH` and a graphical session exists (`DISPLAY` or
/// `WAYLAND_DISPLAY` set) — otherwise ``ExternalAppOutcome/noOpener``, because without a
/// desktop `xdg-open` would start a text-mode browser on the terminal the app is drawing on.
/// The opener is started detached (its own session, standard streams on `/dev/null`) and never
/// waited for. Only `http` and `https` addresses are opened: a URL comes from the server, and
/// must not make the opener run a file or read an option. Files are opened by their absolute
/// path (a saved picture), and only regular files.
///
/// Threading: a plain value, usable from any thread; ``openURL(_:)`` and
/// ``openFile(atPath:)`` return as soon as the opener has started.
public struct ExternalAppChannel: ExternalAppChanneling {
    /// The program that opens URLs.
    public static let openerName = "xdg-open"

    private let environment: [String: String]

    /// A channel that looks for the opener on `environment`'s `PATH` (absolute directories only),
    /// checks `environment` for a graphical session, and gives the opener `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Starts the opener with `url`: ``ExternalAppOutcome/opened`` once it runs,
    /// ``ExternalAppOutcome/noOpener`` without an opener or a desktop session,
    /// ``ExternalAppOutcome/failed(reason:)`` when `url` is not a web address or the opener
    /// cannot be started.
    public func openURL(_ url: String) -> ExternalAppOutcome {
        guard Self.isWebAddress(url) else { return .failed(reason: "not an http or https address") }
        return open(url)
    }

    /// Starts the opener with `path`: ``ExternalAppOutcome/opened`` once it runs,
    /// ``ExternalAppOutcome/noOpener`` without an opener or a desktop session,
    /// ``ExternalAppOutcome/failed(reason:)`` when `path` is not the absolute path of a regular
    /// file (a path starting with `/` cannot be taken for an option) or the opener cannot be
    /// started.
    public func openFile(atPath path: String) -> ExternalAppOutcome {
        var status = stat()
        guard path.hasPrefix("/"), Self.isPlain(path), stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            return .failed(reason: "not the absolute path of a file")
        }
        return open(path)
    }

    /// Starts the opener with `argument`, detached.
    private func open(_ argument: String) -> ExternalAppOutcome {
        guard hasDesktopSession, let opener = executable(named: Self.openerName) else { return .noOpener }
        switch DetachedProcess.spawn(path: opener, arguments: [argument], environment: environment) {
        case .success: return .opened
        case .failure(let error): return .failed(reason: "\(Self.openerName): \(error)")
        }
    }

    private var hasDesktopSession: Bool {
        ["DISPLAY", "WAYLAND_DISPLAY"].contains { environment[$0]?.isEmpty == false }
    }

    /// The first executable regular file called `name` in the `PATH`'s absolute directories.
    private func executable(named name: String) -> String? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").filter { $0.hasPrefix("/") }
        return directories.lazy.map { "\($0)/\(name)" }.first { path in
            var status = stat()
            return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
        }
    }

    /// Whether `url` is an absolute http or https URL with a host and no white space, control
    /// or formatting character (which also rules out a leading `-`).
    private static func isWebAddress(_ url: String) -> Bool {
        let isPlain = url.unicodeScalars.allSatisfy { scalar in
            !isControlOrFormat(scalar) && scalar.properties.generalCategory != .spaceSeparator
        }
        guard isPlain, let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else { return false }
        return (scheme == "http" || scheme == "https") && components.host?.isEmpty == false
    }

    /// Whether `path` holds no control, formatting or line-breaking character (blanks are fine
    /// in a file name: the path is one argument).
    private static func isPlain(_ path: String) -> Bool {
        !path.unicodeScalars.contains(where: isControlOrFormat)
    }

    private static func isControlOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
