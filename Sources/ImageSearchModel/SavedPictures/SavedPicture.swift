import Foundation

/// A picture this app saved, as its folder lists it: a file whose name follows the app's naming
/// (`4391825-mountain-lake.jpg`). A value; usable from any thread.
public struct SavedPicture: Sendable, Hashable {
    /// The file's path.
    public let path: String
    /// The file's name.
    public let fileName: String
    /// The Pixabay id its name starts with.
    public let imageID: UInt64
    /// When the file was last changed (saved).
    public let modified: Date
    /// Its size in bytes.
    public let byteCount: Int64

    /// A saved picture.
    public init(path: String, fileName: String, imageID: UInt64, modified: Date, byteCount: Int64) {
        self.path = path
        self.fileName = fileName
        self.imageID = imageID
        self.modified = modified
        self.byteCount = byteCount
    }
}
