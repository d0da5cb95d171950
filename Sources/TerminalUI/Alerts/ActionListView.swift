/// The list of an action sheet: one centred title per row, the selected row in reverse video,
/// scrolled to keep the selection in view when there are more actions than rows (▲ and ▼ at
/// the right end say that more lie above or below). Up/Down (or k/j) and Home/End select;
/// Enter or Space choose. The mouse: a press selects the row under the pointer and releasing it
/// on the same row chooses it, as in a menu; the wheel moves the selection. Used by
/// `AlertController`; main actor only.
@MainActor
final class ActionListView: View {
    /// The rows: a title and its style.
    let rows: [(title: String, style: Style)]
    /// Called with the index of the row chosen.
    var choose: ((Int) -> Void)?
    /// The row selected.
    var selectedIndex = 0 {
        didSet { if selectedIndex != oldValue { setNeedsDisplay() } }
    }
    /// The first row shown.
    private(set) var firstVisibleIndex = 0
    /// The row the mouse pressed, until the release.
    private var pressedIndex: Int?

    init(rows: [(title: String, style: Style)]) {
        self.rows = rows
        super.init()
    }

    /// The list takes the focus.
    override var canBecomeFocused: Bool { true }

    /// As wide as the widest title with a blank on each side, one row per action.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let widest = rows.map { DisplayWidth.columns(of: $0.title) }.max() ?? 0
        return Size(width: min(proposal.width, widest + 2), height: min(proposal.height, rows.count))
    }

    /// Selects with the arrows, chooses with Enter or Space.
    override func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, !rows.isEmpty else { return false }
        switch event.key {
        case .up, .character("k"): selectedIndex = max(0, selectedIndex - 1)
        case .down, .character("j"): selectedIndex = min(rows.count - 1, selectedIndex + 1)
        case .home: selectedIndex = 0
        case .end: selectedIndex = rows.count - 1
        case .enter, .character(" "): choose?(selectedIndex)
        default: return false
        }
        return true
    }

    /// Selects on a press, chooses on the release over the same row, moves with the wheel.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard !rows.isEmpty else { return false }
        let index = ListScrolling.row(at: convertFromWindow(event.location), in: bounds, firstVisible: firstVisibleIndex, count: rows.count)
        switch (event.kind, event.button) {
        case (.press, .left?):
            guard let index else { return false }
            selectedIndex = index
            pressedIndex = index
        case (.release, .left?):
            defer { pressedIndex = nil }
            if let index, index == pressedIndex { choose?(index) }
        case (.wheel, .wheelUp?), (.wheel, .wheelDown?):
            selectedIndex = min(max(selectedIndex + event.verticalScroll, 0), rows.count - 1)
        default:
            return false
        }
        return true
    }


    /// Draws the visible rows, the selected one reversed across the width.
    override func draw(in canvas: inout Canvas) {
        let size = canvas.size
        guard size.height > 0 else { return }
        firstVisibleIndex = ListScrolling.firstVisibleRow(previousFirst: firstVisibleIndex, selected: selectedIndex, height: size.height, count: rows.count)
        for row in 0..<min(size.height, rows.count - firstVisibleIndex) {
            let index = firstVisibleIndex + row
            let style = index == selectedIndex ? rows[index].style.adding(.reverse) : rows[index].style
            canvas.clear(Rect(x: 0, y: row, width: size.width, height: 1), style: style)
            let title = TextLayout.truncate(rows[index].title, toWidth: size.width - 2)
            let column = TextAlignment.center.offset(ofLineWidth: DisplayWidth.columns(of: title), in: size.width)
            canvas.write(title, at: Point(x: column, y: row), style: style)
        }
        ListScrolling.drawMoreMarks(in: &canvas, firstVisible: firstVisibleIndex, count: rows.count)
    }
}
