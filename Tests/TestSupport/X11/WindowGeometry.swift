/// Where a window is on an X screen and how large it is, in pixels. A plain value.
public struct WindowGeometry: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle of `width`×`height` at (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `WIDTHxHEIGHT+X+Y`, as X geometries are written.
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
