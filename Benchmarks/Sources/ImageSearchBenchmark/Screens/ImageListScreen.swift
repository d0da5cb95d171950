/// Image Search's list screen as the emulated terminal shows it, read the way the app lays it
/// out: the title bar on line 0, the search bar on line 1, rows of 4 lines from line 2 (the
/// preview in columns 0–11, the tags from column 13 on the row's first line, "W x H" on its
/// second), and the status line last, whose right end reads "N/M · …" (row N selected of M).
///
/// A row is found by its size line, so rows need not start at line 2 (a scrolled list); a row
/// whose size line is below the screen counts when its first line shows tags on the last line
/// of the list. A value type over one screen.
struct ImageListScreen {
    /// The first line of the list.
    static let firstListLine = 2
    /// The lines of one row.
    static let rowHeight = 4
    /// The columns of a row's preview.
    static let previewColumns = 0..<12
    /// The column a row's texts start at.
    static let textColumn = 13

    /// The screen read.
    let screen: TerminalScreen

    /// The selected row and the row count from the status line, or nil when it shows none.
    var position: ListPosition? {
        Self.position(inStatusLine: screen.text(line: screen.height - 1))
    }

    /// The rows on the screen, top first, each as the lines it has on the screen.
    var rows: [Range<Int>] {
        let list = Self.firstListLine..<screen.height - 1
        var rows: [Range<Int>] = []
        for line in list where isSizeLine(line) {
            let top = max(line - 1, list.lowerBound)
            rows.append(top..<min(line - 1 + Self.rowHeight, list.upperBound))
        }
        let lastLine = list.upperBound - 1
        if rows.last.map({ !$0.contains(lastLine) }) ?? true, startsRowText(lastLine), !isSizeLine(lastLine) {
            rows.append(lastLine..<list.upperBound)
        }
        return rows
    }

    /// Whether the list shows at least one row and the status line its position: the first
    /// frame with rows.
    var showsRows: Bool {
        position != nil && !rows.isEmpty
    }

    /// Whether every row on the screen shows its preview: coloured half blocks in the preview
    /// columns of its lines.
    var showsAllPreviews: Bool {
        let rows = rows
        return position != nil && !rows.isEmpty && rows.allSatisfy(showsPreview)
    }

    /// Whether the row on `lines` shows coloured half blocks in its preview columns.
    func showsPreview(_ lines: Range<Int>) -> Bool {
        lines.contains { line in Self.previewColumns.contains { screen[$0, line].isColouredHalfBlock } }
    }

    /// Whether text starts exactly at the text column of `line` (a row's tags or size).
    private func startsRowText(_ line: Int) -> Bool {
        screen[Self.textColumn - 1, line].character == " " && !(screen[Self.textColumn, line].character?.isWhitespace ?? true)
    }

    /// Whether `line` holds a row's size, "W x H", from the text column (and nothing after it
    /// but blanks and, in the last column, the table's scroll indicator).
    private func isSizeLine(_ line: Int) -> Bool {
        guard startsRowText(line) else { return false }
        let text = screen.text(line: line, columns: Self.textColumn..<screen.width - 1).trimmingTrailingBlanks
        return text.wholeMatch(of: /\d+ x \d+/) != nil
    }

    /// The last "N/M" of `statusLine` that ends the line or comes before " ·".
    static func position(inStatusLine statusLine: String) -> ListPosition? {
        let text = statusLine.trimmingTrailingBlanks
        let match = text.matches(of: /(\d+)\/(\d+)(?= ·|$)/).last
        guard let match, let row = Int(match.output.1), let count = Int(match.output.2) else { return nil }
        return ListPosition(row: row, count: count)
    }
}
