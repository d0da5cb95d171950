#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodec

/// The terminal the application draws on: puts it into the state a full-screen program needs
/// and always puts it back.
///
/// `enter()` switches to raw mode (no echo, no line editing, no signal keys — Ctrl-C and Ctrl-Z
/// arrive as keys), the alternate screen, a hidden cursor, bracketed paste and, on request,
/// mouse reports. `restore()` undoes all of it; it is idempotent, and it also runs by itself
/// when the process exits, crashes or is ended by any other signal (see `TerminalRestoration`).
/// The application restores it on SIGINT, SIGTERM and SIGHUP. `suspend()` undoes it for a
/// while (the process is about to stop, as after Ctrl-Z) and `resume()` sets it up again.
///
/// Main actor only; one entered terminal per process.
@MainActor
public final class Terminal {
    /// Why the terminal could not be set up.
    public enum SetupError: Error, Equatable {
        /// The input is not a terminal (e.g. redirected from a file).
        case notATerminal
        /// A system call failed with `errno`.
        case systemCall(String, errno: Int32)
        /// `TERM` is missing or names a terminal that cannot show a full-screen program (see
        /// `checkType(_:)`).
        case unsupportedType(String?)
    }

    /// The file descriptor keys are read from.
    public let input: Int32
    /// The file descriptor frames are written to.
    public let output: Int32
    /// Whether the terminal is entered and not restored or suspended.
    public private(set) var isEntered = false
    /// Whether the terminal was suspended and not resumed yet.
    public private(set) var isSuspended = false

    /// The attributes of raw mode, made from those found by `enter()`.
    private var rawAttributes: termios?
    /// What `enter()` writes, and `resume()` again.
    private var enterSequence: [UInt8] = []

    /// A terminal reading `input` and writing `output` (standard input and output by default).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Enters raw mode and the full-screen state (see the type); `reportsMouse` also turns on
    /// SGR mouse reports (buttons and the wheel), which the decoder turns into `.mouse` events.
    /// Does nothing when already entered or suspended (the settings to restore stay those from
    /// before the first call).
    public func enter(reportsMouse: Bool = false) throws(SetupError) {
        guard !isEntered, !isSuspended else { return }
        guard isatty(input) == 1 else { throw .notATerminal }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }
        var raw = original
        cfmakeraw(&raw)
        let restoreSequence = Self.resetRendition + Self.mouseOff + Self.pasteOff + Self.cursorShown + Self.mainScreen
        TerminalRestoration.arm(input: input, attributes: original, output: output, sequence: restoreSequence)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let error = errno
            TerminalRestoration.restore()
            throw .systemCall("tcsetattr", errno: error)
        }
        isEntered = true
        rawAttributes = raw
        enterSequence = Self.alternateScreen + Self.cursorHidden + Self.pasteOn + (reportsMouse ? Self.mouseOn : [])
        write(enterSequence)
    }

    /// Leaves the full-screen state and restores the terminal's attributes; does nothing when
    /// already restored.
    public func restore() {
        isEntered = false
        isSuspended = false
        TerminalRestoration.restore()
    }

    /// Gives the terminal back as `restore()` does, but keeps what `resume()` needs to take it
    /// again: call it before the process stops (Ctrl-Z). Does nothing unless entered.
    public func suspend() {
        guard isEntered else { return }
        TerminalRestoration.restore()
        isEntered = false
        isSuspended = true
    }

    /// Takes the terminal again after the process was stopped and continued: raw mode and the
    /// full-screen state are set anew — after `suspend()`, and also when the terminal is still
    /// entered, since a shell resets the terminal when a job stops (a `kill -STOP` from
    /// outside). The screen's content is gone: the caller repaints it. Does nothing when the
    /// terminal was never entered or was restored.
    public func resume() {
        guard var raw = rawAttributes, isEntered || isSuspended else { return }
        if isSuspended {
            TerminalRestoration.rearm()
            isSuspended = false
            isEntered = true
        }
        _ = tcsetattr(input, TCSADRAIN, &raw)
        write(enterSequence)
    }

    /// The size of the terminal window in cells (80×24 when it cannot be asked).
    public var size: Size {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// The size of one cell in pixels as the kernel knows it (the pixel fields of
    /// `TIOCGWINSZ` divided by the grid); nil when the terminal leaves them empty.
    public var cellPixelSize: ImageSize? {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
              window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row else { return nil }
        return ImageSize(width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
    }

    /// Adds `bytes` to what `restore()` writes (at most 256 bytes in all), before the rest —
    /// for state the application sets up after entering, such as pictures to delete. Adding the
    /// same bytes again changes nothing.
    public func restoreAlso(_ bytes: [UInt8]) {
        guard isEntered else { return }
        TerminalRestoration.prependToSequence(bytes)
    }

    /// Asks the terminal to put `text` on the system clipboard (OSC 52); returns false when the
    /// terminal is gone. Whether the clipboard changes is up to the terminal — many ask the user
    /// to allow it first, and none says whether it did.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        write(ClipboardCommand.bytes(copying: text))
    }

    /// Writes `bytes` to the output whole (retrying after interruptions and partial writes);
    /// returns false when the terminal is gone. Writes nothing more, and returns true, once a
    /// signal that ends the process has given the terminal back (its crash report may be being
    /// written) — even in the middle of `bytes`, between two system calls.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(to: output, $0, stopping: { TerminalRestoration.isGivenBackForGood }) }
    }

    private static let alternateScreen = Array("\u{1B}[?1049h".utf8)
    private static let mainScreen = Array("\u{1B}[?1049l".utf8)
    private static let cursorHidden = Array("\u{1B}[?25l".utf8)
    private static let cursorShown = Array("\u{1B}[?25h".utf8)
    private static let pasteOn = Array("\u{1B}[?2004h".utf8)
    private static let pasteOff = Array("\u{1B}[?2004l".utf8)
    /// Button reports (wheel included) in the SGR encoding.
    private static let mouseOn = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    private static let mouseOff = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)
    private static let resetRendition = Array("\u{1B}[0m".utf8)
}
