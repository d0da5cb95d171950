/// The title bar of a navigation controller: a back hint on the left when there is a screen to
/// go back to, the top screen's title in the middle, optional text on the right (whole while
/// the title leaves room; the title gives way first). One row,
/// reverse video by default. A click on the back hint runs `backHintClicked` (the navigation
/// controller goes back). Main actor only.
@MainActor
open class NavigationBar: View {
    /// The title, centred (truncated with "…" when the bar is too narrow).
    @Invalidating(.display) public var title: String = ""

    /// Whether the back hint is shown.
    @Invalidating(.display) public var showsBackHint = false

    /// The back hint's text.
    @Invalidating(.display) public var backHint = "‹ Back"

    /// Text at the right end, such as a count or a clock.
    @Invalidating(.display) public var trailingText = ""

    /// The style of the whole bar.
    @Invalidating(.display) public var style = Style(attributes: .reverse)

    /// Runs when the back hint is clicked while shown.
    public var backHintClicked: (@MainActor () -> Void)?

    private var clickTracker = ClickTracker()

    /// A bar with no title.
    public override init() {
        super.init()
    }

    /// One row, the width proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: min(1, proposal.height))
    }

    /// A click on the back hint (with the blank before and after it) runs `backHintClicked`;
    /// the rest of the bar leaves the mouse to others.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard showsBackHint, event.button == .left else { return false }
        let point = convertFromWindow(event.location)
        let isOverHint = point.y == 0 && point.x >= 0 && point.x <= DisplayWidth.columns(of: leadingText)
        guard isOverHint || event.kind != .press else { return false }
        if clickTracker.completesClick(event, isOverTarget: isOverHint) { backHintClicked?() }
        return true
    }

    /// The back hint as drawn at the left end, or nothing when hidden.
    private var leadingText: String {
        showsBackHint ? " " + backHint : ""
    }

    /// Draws the back hint, the centred title and the trailing text. The trailing text is
    /// whole where the title leaves room for it; else the title gives way first, until the
    /// trailing text is down to a third of the bar, where it is truncated too.
    open override func draw(in canvas: inout Canvas) {
        let width = canvas.size.width
        canvas.clear(Rect(x: 0, y: 0, width: width, height: 1), style: style)
        let leading = leadingText
        // What is left beside the back hint and the title with a blank on either side of it.
        let besideTitle = width - DisplayWidth.columns(of: leading) - DisplayWidth.columns(of: title) - 3
        let trailingWidth = max(width / 3, besideTitle)
        let trailing = trailingText.isEmpty ? "" : TextLayout.truncate(trailingText, toWidth: max(0, trailingWidth)) + " "
        let leadingColumns = canvas.write(leading, at: .zero, style: style)
        let trailingColumns = DisplayWidth.columns(of: trailing)
        canvas.write(trailing, at: Point(x: width - trailingColumns, y: 0), style: style)
        let reserved = max(leadingColumns, trailingColumns) + 1
        let centredWidth = width - 2 * reserved
        let titleStyle = style.adding(.bold)
        if DisplayWidth.columns(of: title) <= centredWidth {
            let columns = DisplayWidth.columns(of: title)
            canvas.write(title, at: Point(x: TextAlignment.center.offset(ofLineWidth: columns, in: width), y: 0), style: titleStyle)
        } else {
            let start = leadingColumns + 1
            let shown = TextLayout.truncate(title, toWidth: width - start - trailingColumns - 1)
            canvas.write(shown, at: Point(x: start, y: 0), style: titleStyle)
        }
    }
}
