/// What one pass of the library indexer did.
///
/// A value type; safe to pass between threads.
public struct LibraryIndexReport: Sendable, Hashable {
    /// Files seen for the first time.
    public var added = 0
    /// Files (or their sidecars) changed since the last pass, indexed again.
    public var updated = 0
    /// Files that disappeared, removed from the index.
    public var removed = 0
    /// Files left as they were.
    public var unchanged = 0
    /// Cached renditions deleted because their file changed or disappeared.
    public var renditionsRemoved = 0
    /// Files that could not be read or are not JPEG/PNG images, by path relative to the library.
    public var skipped: [String] = []
}
