/// What a change of a view's property makes due, for `@Invalidating`. Values only.
public enum Invalidation: Hashable, Sendable {
    /// The view draws differently: `setNeedsDisplay()`.
    case display
    /// The view would like a different size: its superview lays out again, and it redraws.
    case size
    /// The view places its subviews differently and may want another size: it and its
    /// superview lay out again.
    case layout
}
