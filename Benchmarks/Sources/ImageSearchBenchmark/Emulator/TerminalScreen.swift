/// The cells of an emulated terminal screen, row by row, with the queries the benchmark's
/// screen readers need. A value type.
struct TerminalScreen: Equatable {
    /// Columns per line.
    let width: Int
    /// Lines.
    let height: Int
    /// The cells, `width` per line, top line first.
    private(set) var cells: [ScreenCell]

    /// A blank screen of `width` × `height` cells.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: .blank, count: width * height)
    }

    /// The cell at column `x` of line `y`; blank outside the screen.
    subscript(x: Int, y: Int) -> ScreenCell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// Whether column `x` of line `y` is on the screen.
    func contains(x: Int, y: Int) -> Bool {
        (0..<width).contains(x) && (0..<height).contains(y)
    }

    /// The text that `columns` of line `y` show (the part of the range on the screen), wide
    /// characters once; empty for a line off the screen.
    func text(line y: Int, columns: Range<Int>? = nil) -> String {
        guard (0..<height).contains(y) else { return "" }
        let range = (columns ?? 0..<width).clamped(to: 0..<width)
        return String(range.compactMap { self[$0, y].character })
    }

    /// The screen as text, one line per screen line, without the blanks that end lines and
    /// the blank lines that end the screen — for messages about what the screen showed.
    var text: String {
        var lines = (0..<height).map { text(line: $0).trimmingTrailingBlanks }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Sets the cells of `columns` on line `y` to `cell` (the part on the screen).
    mutating func fill(line y: Int, columns: Range<Int>, with cell: ScreenCell) {
        guard (0..<height).contains(y) else { return }
        for x in columns.clamped(to: 0..<width) { cells[y * width + x] = cell }
    }

    /// Sets every cell of `lines` to `cell`.
    mutating func fill(lines: Range<Int>, with cell: ScreenCell) {
        for y in lines.clamped(to: 0..<height) { fill(line: y, columns: 0..<width, with: cell) }
    }

    /// Moves every line up by one, the top line falling off and a blank line coming in at the
    /// bottom (what a line feed on the last line does).
    mutating func scrollUp() {
        cells.removeFirst(width)
        cells.append(contentsOf: repeatElement(.blank, count: width))
    }
}

extension String {
    /// The string without the spaces at its end.
    var trimmingTrailingBlanks: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
