/// How much of a stack's length a child gets (rows in a vertical stack, columns in a
/// horizontal one). Values only.
///
/// The stack first gives every child its base length — `fixed` its `n`, `fit` what the child's
/// `sizeThatFits(_:)` asks for, `flexible` its `min`, `fill` nothing — then shares what is left
/// between the `flexible` (weight 1, up to `max`) and `fill` (their weight) children.
public enum SizeRule: Hashable, Sendable {
    /// Exactly `n` cells.
    case fixed(Int)
    /// The length the child's `sizeThatFits(_:)` asks for.
    case fit
    /// At least `min` cells, growing with weight 1 into leftover space up to `max` cells.
    case flexible(min: Int = 0, max: Int = Int.max)
    /// A share of the leftover space proportional to `weight` (at least 1).
    case fill(weight: Int = 1)

    /// Any share of the leftover space, weight 1.
    public static let fill = SizeRule.fill(weight: 1)
    /// Any length from zero up, weight 1.
    public static let flexible = SizeRule.flexible(min: 0, max: Int.max)
}
