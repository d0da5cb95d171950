import ReactiveCore

/// A view that shows read-only text — TerminalUI's `UILabel`.
///
/// With `numberOfLines` 1 (the default) the text stays on one line and is truncated with "…"
/// when wider than the label; with more lines, or 0 for as many as the height allows, it is
/// word-wrapped, and the last line that fits ends with "…" when text is left out. Widths are
/// display columns, so Japanese text truncates and wraps where it should. Text from data is
/// sanitised when drawn.
///
/// Main actor only. Bind values from other threads through `label.reactive.text`.
@MainActor
open class Label: View {
    /// The text shown.
    @Invalidating(.size) public var text: String = ""

    /// The style of the text (and of the blanks beside it, unless `backgroundStyle` is set).
    @Invalidating(.display) public var style: Style = .plain

    /// Where each line sits within the label's width.
    @Invalidating(.display) public var alignment: TextAlignment = .leading

    /// The most lines shown: 1 truncates, more wrap, 0 wraps into as many as the height allows.
    @Invalidating(.size) public var numberOfLines: Int = 1

    /// A label showing `text`.
    public init(_ text: String = "", style: Style = .plain, alignment: TextAlignment = .leading, numberOfLines: Int = 1) {
        super.init()
        self.text = text
        self.style = style
        self.alignment = alignment
        self.numberOfLines = numberOfLines
    }

    /// The lines shown in `size`: truncated or wrapped as `numberOfLines` says, and no more
    /// lines than `size` has rows.
    public func lines(in size: Size) -> [String] {
        let limit = numberOfLines > 0 ? min(numberOfLines, size.height) : size.height
        guard limit > 0 else { return [] }
        return TextLayout.wrap(text, toWidth: size.width, maxLines: limit)
    }

    /// The columns of the widest line and the number of lines when laid out within `proposal`.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let shown = lines(in: proposal)
        return Size(width: shown.map { DisplayWidth.columns(of: $0) }.max() ?? 0, height: shown.count)
    }

    /// Draws the lines from the top, each placed by `alignment`.
    open override func draw(in canvas: inout Canvas) {
        for (row, line) in lines(in: canvas.size).enumerated() {
            let column = alignment.offset(ofLineWidth: DisplayWidth.columns(of: line), in: canvas.size.width)
            canvas.write(line, at: Point(x: column, y: row), style: style)
        }
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text on the main actor, for as long as the label lives.
    @MainActor public var text: BindingTarget<String> {
        makeBindingTarget { label, text in label.text = text }
    }
}
