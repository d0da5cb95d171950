/// What the list screen's table does with the selection and the visible rows, as far as the
/// view model hears of it (TerminalUI's `TableView`, whose own tests pin these rules): the
/// selection stays on its row as rows change; End selects the last row and keeps the selection
/// there as rows are appended (End on an empty table waits for the rows), until every row is
/// removed; the table tells how far down the user sees (`lastShownRow`).
struct TablePosition {
    /// Rows on screen at once: 21 lines of 4-line rows at 80×24, the sixth only in part.
    static let visibleRows = 6

    private(set) var count = 0
    private(set) var selected: Int?
    private var top = 0
    private var followsEnd = false

    /// How far down the user sees: the selected row or the last row on screen, whichever is
    /// further; nil without rows.
    var lastShown: Int? {
        selected.map { max($0, min(count - 1, top + Self.visibleRows - 1)) }
    }

    /// The rows became `newCount`; `appended` when the old rows are still the first ones.
    mutating func rowsChanged(to newCount: Int, appended: Bool) {
        defer { count = newCount }
        guard newCount > 0 else {
            selected = nil
            top = 0
            followsEnd = false
            return
        }
        guard let selected else {
            select(followsEnd ? newCount - 1 : 0, in: newCount)
            return
        }
        let followsToNewEnd = appended && followsEnd && selected == count - 1
        select(followsToNewEnd ? newCount - 1 : min(selected, newCount - 1), in: newCount)
    }

    /// End.
    mutating func end() {
        followsEnd = true
        if count > 0 { select(count - 1, in: count) }
    }

    /// PgDn.
    mutating func pageDown() {
        guard let selected else { return }
        select(min(count - 1, selected + Self.visibleRows - 1), in: count)
        followsEnd = false
    }

    /// Home.
    mutating func home() {
        guard count > 0 else { return }
        select(0, in: count)
        followsEnd = false
    }

    private mutating func select(_ row: Int, in count: Int) {
        selected = row
        if row < top { top = row }
        if row > top + Self.visibleRows - 2 { top = max(0, row - (Self.visibleRows - 2)) }
        top = min(top, max(0, count - (Self.visibleRows - 1)))
    }
}
