import Foundation
import ImageCodec

/// An X server of the test's own without a screen (Xvfb), for end-to-end tests that run real
/// terminal emulators (``TerminalWindow``): type on it with xdotool's XTEST keys, photograph it
/// with ImageMagick's `import`.
///
/// It takes the first free display number from 120 up (a display in use has a socket in
/// `/tmp/.X11-unix` or a lock file), so that it never meets a display someone else works on.
/// It runs without a window manager: windows stay where they are put, and the keyboard goes
/// to the window under the pointer. `-noreset` keeps it from resetting (and refusing
/// connections meanwhile) each time its last client leaves.
///
/// Every member may be used from any thread. It runs until ``stop()``; whoever starts it must
/// stop it.
public final class VirtualDisplay: Sendable {
    /// The programs it needs, with the Debian packages that bring them.
    public static let requiredPrograms = ["Xvfb": "xvfb", "xdotool": "xdotool", "import": "imagemagick"]

    /// The display's number: the display is `:number`.
    public let number: Int
    private let server: ChildProcess

    /// Starts an X server with one `width`×`height` screen of 24-bit colour and waits, at most
    /// `timeout`, until it answers. Throws ``Failure`` when no display number is free or the
    /// server does not start; its output is then in the message.
    public init(width: Int = 1280, height: Int = 1024, timeout: Duration = .seconds(20)) async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        for number in 120..<160 where !Self.isInUse(number) {
            let server = try ChildProcess(
                ["Xvfb", ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"], outputPath: log)
            let answers = try await poll(every: .milliseconds(50), within: timeout) { () -> Bool? in
                guard server.isRunning else { return false }
                guard FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") else { return nil }
                return (try? ChildProcess.run(["xdotool", "getdisplaygeometry"], environment: Self.environment(number: number))) != nil ? true : nil
            }
            guard answers == true else {
                server.terminate()
                // Another server may have taken the number meanwhile; then try the next one.
                if answers == false, Self.isInUse(number) { continue }
                throw Failure(message: "Xvfb :\(number) did not start: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
            }
            self.number = number
            self.server = server
            return
        }
        throw Failure(message: "no free X display number from :120 to :159")
    }

    /// `:number`, the value of `DISPLAY` for programs shown on it.
    public var name: String { ":\(number)" }

    /// An environment for programs shown on the display: only `DISPLAY`, `PATH`, `HOME` and
    /// `LANG` (UTF-8), so that nothing of the test runner's own terminal reaches them, plus
    /// `extra`.
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        Self.environment(number: number).merging(extra) { _, new in new }
    }

    /// Runs an X client (`xdotool …`) on the display to its end and returns its output.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        try ChildProcess.run(arguments, environment: environment())
    }

    /// The pixels of `area` of the screen (the whole screen when nil), as 8-bit RGB.
    public func screenshot(of area: WindowGeometry? = nil) throws -> Image {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let crop = area.map { ["-crop", "\($0.width)x\($0.height)+\($0.x)+\($0.y)"] } ?? []
        try run(["import", "-silent", "-window", "root"] + crop + ["-depth", "8", "-type", "TrueColor", "png:\(file.path)"])
        return try ImageDecoder().decode(contentsOf: file)
    }

    /// Moves the pointer to (`x`, `y`) — the keyboard goes to the window under it — and types
    /// `keys` (xdotool's key names: `Return`, `Escape`, `Down`, `q`) through XTEST, which
    /// terminals take as real keys (xterm ignores keys sent to a window as events).
    public func press(_ keys: [String], pointerAt x: Int, _ y: Int) throws {
        try run(["xdotool", "mousemove", "\(x)", "\(y)", "key", "--delay", "40"] + keys)
    }

    /// Moves the pointer to (`x`, `y`) and types `text` through XTEST, as ``press(_:pointerAt:_:)``
    /// does keys.
    public func type(_ text: String, pointerAt x: Int, _ y: Int) throws {
        try run(["xdotool", "mousemove", "\(x)", "\(y)", "type", "--delay", "40", text])
    }

    /// Stops the server. Safe to call more than once.
    public func stop() {
        server.terminate()
    }

    /// Why the display could not be had.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the server's output.
        public let message: String

        /// The message.
        public var description: String { message }
    }

    private static func isInUse(_ number: Int) -> Bool {
        FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
    }

    private static func environment(number: Int) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        return [
            "DISPLAY": ":\(number)",
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "LANG": "C.UTF-8",
        ]
    }
}
