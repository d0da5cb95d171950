/// Why a ``LogFile`` could not be opened, said so that the user knows what to change: the path
/// is a folder, its folder does not exist, permission is denied… A value.
public struct LogFileError: Error, Hashable, CustomStringConvertible {
    /// The path that was given.
    public let path: String
    /// The `errno` of the failed `open(2)`.
    public let code: Int32

    /// An error for `path`, from the `errno` of the failed open.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// What is wrong with the path, in a few words: "it is a folder", "no such folder"…
    /// (``FileError``'s words).
    public var reason: String {
        FileError(path: path, code: code).reason(in: .english)
    }

    /// "cannot open the log file PATH: REASON".
    public var description: String {
        "cannot open the log file \(path): \(reason)"
    }
}
