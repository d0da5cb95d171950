import Foundation

/// A file being written that is not a picture yet: a hidden name in the folder it will be saved
/// in, and the descriptor it is written through. Made by a ``PictureFileSystem``.
public struct PartialFile: Sendable, Hashable {
    /// Where the file is while it is written.
    public let path: String
    /// The open descriptor it is written through (or an identifier of the file system's own).
    public let descriptor: Int32

    /// A partial file at `path`, open as `descriptor`.
    public init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }
}
