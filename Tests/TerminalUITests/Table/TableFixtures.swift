@testable import TerminalUI

/// A cell that counts how often it was prepared for reuse.
@MainActor
final class CountingCell: TableViewCell {
    var reuseCount = 0

    override func prepareForReuse() {
        reuseCount += 1
    }
}

/// A data source of named rows that records every cell it is asked for and every cell it made,
/// and a delegate that records what the table tells it.
@MainActor
final class RowsFixture: TableViewDataSource, TableViewDelegate {
    static let identifier = "row"

    var names: [String]
    var heights: [Int]?
    private(set) var requestedRows: [Int] = []
    private(set) var madeCells: [WeakCell] = []
    private(set) var chosenRows: [Int] = []
    private(set) var lastRowReports = 0
    let table = TableView()
    let window: Window

    /// A table of `count` rows named "row 0", "row 1"…, `size` cells large, in a window that
    /// focuses it; the scroll indicator is off unless asked for, so rows read as plain lines.
    init(count: Int, size: Size = Size(width: 12, height: 4), showsScrollIndicator: Bool = false, footer: View? = nil) {
        names = (0..<count).map { "row \($0)" }
        window = Window(size: size)
        table.showsScrollIndicator = showsScrollIndicator
        table.footerView = footer
        table.register(CountingCell.self, forReuseIdentifier: Self.identifier)
        table.delegate = self
        table.dataSource = self
        window.addSubview(table)
        table.frame = window.bounds
        table.becomeFocused()
    }

    /// The rows' text as the window shows it now.
    func screen() -> [String] {
        window.renderFrame().lines
    }

    /// The cells made so far that are still alive.
    var liveCells: Int {
        madeCells.filter { $0.cell != nil }.count
    }

    func press(_ key: Key, times: Int = 1) {
        for _ in 0..<times { window.send(.key(KeyEvent(key))) }
    }

    /// Presses `key` `times` times, drawing a frame after each press as the application would.
    func pressAndRender(_ key: Key, times: Int = 1) {
        for _ in 0..<times {
            press(key)
            _ = window.renderFrame()
        }
    }

    /// Appends rows named "row N" for each N of `numbers`, as a next page arriving would.
    func appendRows(_ numbers: Range<Int>) {
        names += numbers.map { "row \($0)" }
        table.insertRows(at: Array(numbers))
    }

    /// Removes every row, as a new search taking the old rows away would.
    func removeAllRows() {
        let indices = Array(names.indices)
        names = []
        table.deleteRows(at: indices)
    }

    func forgetRequests() {
        requestedRows = []
    }

    func numberOfRows(in tableView: TableView) -> Int {
        names.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
        requestedRows.append(row)
        let cell = tableView.dequeueReusableCell(CountingCell.self, withIdentifier: Self.identifier, for: row)
        if !madeCells.contains(where: { $0.cell === cell }) { madeCells.append(WeakCell(cell)) }
        cell.text = names[row]
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Int {
        heights?[row] ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        chosenRows.append(row)
    }

    func tableViewDidReachLastRow(_ tableView: TableView) {
        lastRowReports += 1
    }
}

/// A weak reference to a cell, to count the cells still alive.
@MainActor
struct WeakCell {
    weak var cell: TableViewCell?

    init(_ cell: TableViewCell) {
        self.cell = cell
    }
}
