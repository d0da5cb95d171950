/// The colours TerminalUI's views use where the terminal's own are not enough, chosen to read on
/// the terminal's background (`TerminalBackground.palette`; views read their window's
/// `palette`). Values only.
///
/// Selected rows, focused buttons and key hints are drawn reversed (SGR 7), and secondary text
/// faint (SGR 2), in both palettes: the terminal draws those from its own foreground and
/// background, so they read on any background. Under `NO_COLOR` the renderer leaves the colours
/// out and only the attributes remain.
public struct TerminalPalette: Hashable, Sendable {
    /// The frame of dialogs: alerts, choice lists, forms.
    public var frame: Style
    /// The colour given to text in the terminal's own foreground that a dialog dims beneath it,
    /// besides making it faint; `.default` keeps the terminal's colour.
    public var dimmedForeground: Color

    /// A palette of the given colours.
    public init(frame: Style, dimmedForeground: Color) {
        self.frame = frame
        self.dimmedForeground = dimmedForeground
    }

    /// For dark backgrounds: frames in bright white, brighter than the usual light-grey text;
    /// dimmed text only faint.
    public static let dark = TerminalPalette(frame: Style(foreground: .brightWhite), dimmedForeground: .default)

    /// For a background the terminal did not tell (it ignores the question, or it is tmux 3.3
    /// without passthrough): frames in the terminal's own foreground, the one colour that reads
    /// on whatever background it has — bright white vanished on light ones; dimmed text only
    /// faint, since a grey could vanish on either.
    public static let anyBackground = TerminalPalette(frame: .plain, dimmedForeground: .default)

    /// For light backgrounds, where bright white vanishes: frames in the terminal's own
    /// foreground; dimmed text grey as well as faint, since some terminals (xterm) draw faint
    /// text as plain.
    public static let light = TerminalPalette(frame: .plain, dimmedForeground: .gray)

    /// `style` dimmed, as a dialog dims what lies beneath it: faint and not bold, and grey where
    /// the palette says so and the text has the terminal's own colour.
    public func dimmed(_ style: Style) -> Style {
        var dimmed = style
        dimmed.attributes.remove(.bold)
        dimmed.attributes.insert(.dim)
        if dimmed.foreground == .default { dimmed.foreground = dimmedForeground }
        return dimmed
    }
}
