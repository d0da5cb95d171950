import Foundation
import ImageCodec

/// A real terminal emulator (``TerminalEmulator``) running a command in a window at the
/// top-left corner of a ``VirtualDisplay``, for end-to-end tests of what a program draws: its
/// screenshot, its cells in pixels, keys typed into it.
///
/// Every member may be used from any thread. The terminal runs until ``close()``; whoever
/// opens it must close it. Use one window on a display at a time: they would overlap.
public final class TerminalWindow: Sendable {
    /// The terminal emulator.
    public let emulator: TerminalEmulator
    /// The display the window is on.
    public let display: VirtualDisplay
    /// The window's size in cells.
    public let columns: Int, rows: Int
    /// Where the window is on the screen.
    public let geometry: WindowGeometry
    private let process: ChildProcess
    private let outputPath: String
    /// The X window's id, for xdotool.
    private let windowID: String

    /// Starts `emulator` with a window of `columns`×`rows` cells running `command`, and waits
    /// at most `timeout` for the window to appear. Throws ``Failure/didNotStart(_:output:)``
    /// when the terminal ends before it shows a window (a missing OpenGL, say), and
    /// ``Failure/noWindow(_:output:)`` when no window came in time.
    public init(
        _ emulator: TerminalEmulator, columns: Int = 120, rows: Int = 40, command: [String], on display: VirtualDisplay,
        timeout: Duration = .seconds(60)
    ) async throws {
        let name = "e2e-\(UUID().uuidString.prefix(8))"
        outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).log").path
        let process = try ChildProcess(
            emulator.arguments(name: name, columns: columns, rows: rows, command: command),
            environment: display.environment(emulator.environment), outputPath: outputPath)
        let outcome = try await poll(within: timeout) { () -> Start? in
            guard process.isRunning else { return .ended }
            let found = try? display.run(["xdotool", "search", "--onlyvisible", "--classname", name])
            return found?.split(separator: "\n").first.map { .shown(window: String($0)) }
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard case .shown(let window) = outcome, let geometry = try? Self.geometry(of: window, on: display) else {
            process.terminate()
            try? FileManager.default.removeItem(atPath: outputPath)
            throw outcome == .ended ? Failure.didNotStart(emulator, output: output) : Failure.noWindow(emulator, output: output)
        }
        self.emulator = emulator
        self.display = display
        self.columns = columns
        self.rows = rows
        self.geometry = geometry
        self.process = process
        windowID = window
    }

    /// The size of a cell in pixels, from the window's size.
    public var cellSize: ImageSize {
        ImageSize(width: (geometry.width - emulator.padding) / columns, height: (geometry.height - emulator.padding) / rows)
    }

    /// The top-left pixel of the cell at `column`, `row` (from 0), in the window's screenshot.
    public func pixelOrigin(column: Int, row: Int) -> (x: Int, y: Int) {
        (emulator.firstCellOffset + column * cellSize.width, emulator.firstCellOffset + row * cellSize.height)
    }

    /// The window's pixels, as 8-bit RGB.
    public func screenshot() throws -> Image {
        try display.screenshot(of: geometry)
    }

    /// Types `keys` (xdotool's key names) into the window.
    public func press(_ keys: String...) throws {
        try display.press(keys, pointerAt: geometry.x + geometry.width / 2, geometry.y + geometry.height / 2)
    }

    /// Types `text` into the window, character by character (a line break is Return).
    public func type(_ text: String) throws {
        try display.type(text, pointerAt: geometry.x + geometry.width / 2, geometry.y + geometry.height / 2)
    }

    /// Resizes the window to `columns`×`rows` cells (of ``cellSize``), as a user dragging its
    /// edge would; the program in it gets SIGWINCH. ``geometry``, ``columns`` and ``rows`` stay
    /// those of the first size: screenshots keep to that area, from the top-left corner.
    public func resize(columns: Int, rows: Int) throws {
        let width = columns * cellSize.width + emulator.padding
        let height = rows * cellSize.height + emulator.padding
        try display.run(["xdotool", "windowsize", windowID, "\(width)", "\(height)"])
    }

    /// Ends the terminal (its programs get SIGHUP). Safe to call more than once.
    public func close() {
        process.terminate()
        try? FileManager.default.removeItem(atPath: outputPath)
    }

    /// Why a window did not open.
    public enum Failure: Error, CustomStringConvertible {
        /// The terminal ended before it showed a window; what it printed.
        case didNotStart(TerminalEmulator, output: String)
        /// The terminal ran but showed no window in time; what it printed.
        case noWindow(TerminalEmulator, output: String)

        /// What went wrong, with the terminal's output.
        public var description: String {
            switch self {
            case let .didNotStart(emulator, output): "\(emulator) ended before it showed a window:\n\(output)"
            case let .noWindow(emulator, output): "\(emulator) showed no window in time:\n\(output)"
            }
        }
    }

    /// How a start ended: a window shown, or the terminal gone.
    private enum Start: Equatable {
        case shown(window: String)
        case ended
    }

    /// The geometry `xdotool getwindowgeometry --shell` reports for `window`.
    private static func geometry(of window: String, on display: VirtualDisplay) throws -> WindowGeometry? {
        let fields = try display.run(["xdotool", "getwindowgeometry", "--shell", window]).split(separator: "\n").reduce(into: [String: Int]()) { fields, line in
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let x = fields["X"], let y = fields["Y"], let width = fields["WIDTH"], let height = fields["HEIGHT"] else { return nil }
        return WindowGeometry(x: x, y: y, width: width, height: height)
    }
}
