/// A position on the terminal grid: `x` counts columns from the left, `y` rows from the top,
/// both from zero. Values only; usable from any thread.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// The origin, column 0 of row 0.
    public static let zero = Point(x: 0, y: 0)

    /// A point at column `x` of row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`, for test failures and logs.
    public var description: String { "(\(x), \(y))" }

    /// The point moved by `offset` columns and rows.
    public func offset(by offset: Point) -> Point {
        Point(x: x + offset.x, y: y + offset.y)
    }
}
