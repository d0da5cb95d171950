/// Where a stack puts each child across its axis (horizontally in a vertical stack,
/// vertically in a horizontal one). Values only.
public enum StackAlignment: Hashable, Sendable {
    /// The child takes the whole cross extent.
    case fill
    /// The child keeps the cross size it fits in and sits at the start (left or top).
    case leading
    /// The child keeps the cross size it fits in and is centred (an odd cell goes after it).
    case center
    /// The child keeps the cross size it fits in and sits at the end (right or bottom).
    case trailing
}
