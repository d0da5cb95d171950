/// What a change of a view's property makes due, for `@Invalidating`. Values only.
public enum Invalidation: Hashable, Sendable {
    /// The view draws differently: `setNeedsDisplay()`.
    case display
    /// The view would like a different size: `invalidatePreferredSize()` — its superview lays
    /// out again (and the views above it whose size follows their subviews'), and it redraws.
    case size
    /// The view places its subviews differently and may want another size: it lays out again,
    /// and `invalidatePreferredSize()`.
    case layout
}
