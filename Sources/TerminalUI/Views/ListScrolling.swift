/// How a list taller than its view scrolls: which row comes first so that the selected one is
/// in view, moving as little as possible, and the ▲ / ▼ marks at the right end that say more
/// rows lie above or below, and which row the mouse points at. Shared by the lists of action sheets and choice lists. Pure.
enum ListScrolling {
    /// The first row to show of `count` rows in `height` rows, keeping `selected` in view and
    /// staying as near `previousFirst` as it can.
    static func firstVisibleRow(previousFirst: Int, selected: Int, height: Int, count: Int) -> Int {
        let first = min(max(previousFirst, selected - height + 1), selected)
        return max(0, min(first, count - height))
    }

    /// The row drawn at `point` (the list's own coordinates) when `firstVisible` is the first of
    /// `count` rows shown in `bounds`, one a line; nil outside the rows.
    static func row(at point: Point, in bounds: Rect, firstVisible: Int, count: Int) -> Int? {
        guard bounds.contains(point) else { return nil }
        let index = firstVisible + point.y
        return index < count ? index : nil
    }

    /// Draws ▲ at the top right when rows before `firstVisible` are hidden, ▼ at the bottom right
    /// when rows after the last shown are.
    @MainActor
    static func drawMoreMarks(in canvas: inout Canvas, firstVisible: Int, count: Int) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        if firstVisible > 0 {
            canvas.write("▲", at: Point(x: size.width - 1, y: 0), style: Style(attributes: .dim))
        }
        if firstVisible + size.height < count {
            canvas.write("▼", at: Point(x: size.width - 1, y: size.height - 1), style: Style(attributes: .dim))
        }
    }
}
