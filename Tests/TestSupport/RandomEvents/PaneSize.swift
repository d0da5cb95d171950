/// The size of a terminal in cells, as the random-event driver resizes a tmux window.
public struct PaneSize: Sendable, Equatable, CustomStringConvertible {
    /// Columns.
    public let width: Int
    /// Lines.
    public let height: Int

    /// A size of `width` columns and `height` lines.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// "120×40".
    public var description: String { "\(width)×\(height)" }
}
