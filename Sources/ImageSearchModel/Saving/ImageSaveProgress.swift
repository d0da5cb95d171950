/// How far a save has come: the bytes written, and how many to expect when the server said.
public struct ImageSaveProgress: Sendable, Hashable {
    /// The bytes of the picture written so far.
    public var writtenBytes: Int64
    /// The picture's size, when the server declared it (`Content-Length`).
    public var expectedBytes: Int64?

    /// Progress of `writtenBytes` of `expectedBytes`.
    public init(writtenBytes: Int64, expectedBytes: Int64?) {
        self.writtenBytes = writtenBytes
        self.expectedBytes = expectedBytes
    }

    /// The part written, from 0 to 1, when the size is known (and not zero).
    public var fraction: Double? {
        guard let expectedBytes, expectedBytes > 0 else { return nil }
        return min(1, Double(writtenBytes) / Double(expectedBytes))
    }
}
