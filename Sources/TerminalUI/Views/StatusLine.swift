import ReactiveCore

/// A one-row bar of key hints and a message, for the bottom of a screen:
/// `↑↓ move  Enter open  Esc back` on the left with the keys highlighted, and a status message
/// such as "42 images" on the right.
///
/// The message has priority: it is drawn whole at the right end, and truncated with "…" only
/// when it alone is wider than the bar. The hints take the columns left of it (at least one
/// blank before it), left to right; a hint that does not fit whole is left out with the ones
/// after it — so put the hints a user needs most first. Main actor only.
@MainActor
open class StatusLine: View {
    /// The key hints, left to right.
    @Invalidating(.size) public var hints: [KeyHint] = []

    /// The message shown at the right end.
    @Invalidating(.size) public var message: String = ""

    /// The style of the bar and of the hints' descriptions.
    @Invalidating(.display) public var style: Style = .plain

    /// The style of the hints' keys.
    @Invalidating(.display) public var keyStyle: Style = Style(attributes: [.bold, .reverse])

    /// The style of the message.
    @Invalidating(.display) public var messageStyle: Style = .plain

    /// Columns between two hints.
    @Invalidating(.display) public var hintSpacing = 2

    /// A bar with `hints` and `message`.
    public init(
        hints: [KeyHint] = [],
        message: String = "",
        style: Style = .plain,
        keyStyle: Style = Style(attributes: [.bold, .reverse]),
        messageStyle: Style = .plain
    ) {
        super.init()
        self.hints = hints
        self.message = message
        self.style = style
        self.keyStyle = keyStyle
        self.messageStyle = messageStyle
    }

    /// One row, as wide as all hints and the message.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let hintColumns = hints.map(\.columns).reduce(0, +) + max(0, hints.count - 1) * hintSpacing
        let messageColumns = message.isEmpty ? 0 : DisplayWidth.columns(of: message) + (hints.isEmpty ? 0 : 1)
        return Size(width: min(proposal.width, hintColumns + messageColumns), height: min(proposal.height, 1))
    }

    /// Draws the message at the right end, then the hints that fit whole left of it.
    open override func draw(in canvas: inout Canvas) {
        let width = canvas.size.width
        canvas.clear(Rect(x: 0, y: 0, width: width, height: 1), style: style)
        let shown = message.isEmpty ? "" : TextLayout.truncate(message, toWidth: width)
        let shownColumns = DisplayWidth.columns(of: shown)
        canvas.write(shown, at: Point(x: width - shownColumns, y: 0), style: messageStyle)
        let hintColumns = shown.isEmpty ? width : width - shownColumns - 1
        var column = 0
        for hint in hints {
            let start = column == 0 ? 0 : column + hintSpacing
            guard start + hint.columns <= hintColumns else { break }
            let keyColumns = canvas.write(hint.keys, at: Point(x: start, y: 0), style: keyStyle)
            column = start + keyColumns + 1
            column += canvas.write(hint.action, at: Point(x: column, y: 0), style: style)
        }
    }
}

extension Reactive where Base: StatusLine {
    /// Sets the message on the main actor, for as long as the status line lives.
    @MainActor public var message: BindingTarget<String> {
        makeBindingTarget { line, message in line.message = message }
    }
}
