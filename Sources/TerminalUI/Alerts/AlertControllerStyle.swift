/// How an alert controller shows its actions. Values only.
public enum AlertControllerStyle: Hashable, Sendable {
    /// A box centred over the dimmed screen, the buttons side by side; Left/Right or Tab pick.
    case alert
    /// A box at the bottom of the dimmed screen listing the actions, cancel last; Up/Down or Tab
    /// pick.
    case actionSheet
}
