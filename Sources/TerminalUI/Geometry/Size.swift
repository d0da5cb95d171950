/// A size on the terminal grid, in columns (`width`) and rows (`height`). Never negative when
/// made with the initialiser. Values only; usable from any thread.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// No columns, no rows.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` columns by `height` rows; negative values become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// `width×height`, for test failures and logs.
    public var description: String { "\(width)×\(height)" }

    /// Whether the size covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }
}
