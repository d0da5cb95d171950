/// One choice offered by an alert or action sheet: a title, a style and what to do when it is
/// chosen — TerminalUI's `UIAlertAction`.
///
/// An immutable object: compare the chosen action with `===`. `Sendable`, so it can travel in
/// signals.
public final class AlertAction: Sendable {
    /// The button's text.
    public let title: String
    /// How the button looks and whether Esc chooses it.
    public let style: AlertActionStyle
    /// Runs on the main actor after the alert has been dismissed, when this action is chosen.
    public let handler: (@MainActor @Sendable (AlertAction) -> Void)?

    /// An action titled `title`.
    public init(title: String, style: AlertActionStyle = .default, handler: (@MainActor @Sendable (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
