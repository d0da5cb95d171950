/// The history when the user turned it off for the run (`--no-history`): nothing is read or
/// kept. A value; usable from any thread.
public struct NoSearchHistory: SearchHistoryStoring {
    /// A history that keeps nothing.
    public init() {}

    /// None.
    public func recentSearches() -> [String] { [] }

    /// Keeps nothing.
    public func record(_ search: String) {}

    /// Nothing to wait for.
    public func finishWriting() {}
}
