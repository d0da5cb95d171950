import Foundation

/// A pane's terminal that could not be opened or asked (``TmuxSession/unreadInputCount()``).
public struct PaneTerminalFailure: Error, CustomStringConvertible {
    /// The terminal's device, `/dev/pts/N`.
    public let path: String
    /// The C library's `errno`.
    public let errorNumber: Int32

    /// Names the terminal and the C library's message for the error.
    public var description: String {
        "the pane's terminal \(path): \(String(cString: strerror(errorNumber)))"
    }
}
