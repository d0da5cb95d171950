/// What an alert action does, which decides how its button looks and which key chooses it.
/// Values only.
public enum AlertActionStyle: Hashable, Sendable {
    /// An ordinary choice.
    case `default`
    /// Leaves things as they were; Esc chooses it. An alert has at most one (the last added).
    case cancel
    /// Destroys something; drawn in red.
    case destructive
}
