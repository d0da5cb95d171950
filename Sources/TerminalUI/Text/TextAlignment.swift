/// Where a line of text sits within the columns it is given. Values only.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// Centred; an odd free column goes to the right.
    case center
    /// Against the right edge.
    case trailing

    /// The column a line `lineWidth` columns wide starts at within `width` columns.
    public func offset(ofLineWidth lineWidth: Int, in width: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (width - lineWidth) / 2)
        case .trailing: max(0, width - lineWidth)
        }
    }
}
