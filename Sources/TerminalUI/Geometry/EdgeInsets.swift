/// Space, in cells, kept free inside each edge of a rectangle — a view's padding. Values only.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows kept free at the top.
    public var top: Int
    /// Columns kept free at the left.
    public var left: Int
    /// Rows kept free at the bottom.
    public var bottom: Int
    /// Columns kept free at the right.
    public var right: Int

    /// No padding.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Padding of the given amounts.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same padding on all four sides.
    public init(all: Int) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// `horizontal` columns on the left and right, `vertical` rows at the top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}
