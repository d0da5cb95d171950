/// A rectangle of a picture's pixels. Values only.
struct PixelRect: Hashable, Sendable {
    /// The left column.
    var x: Int
    /// The top row.
    var y: Int
    /// Columns across.
    var width: Int
    /// Rows down.
    var height: Int
}
