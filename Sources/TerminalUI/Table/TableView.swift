import ReactiveCore

/// A scrolling list of rows drawn by reusable cells — TerminalUI's `UITableView`.
///
/// Rows come from `dataSource` (count, and a cell per row); heights are `rowHeight` or come
/// from `delegate`. Only the rows on screen have cells: a cell whose row scrolls away goes to a
/// bounded reuse pool (at most one screenful per reuse identifier) and gets
/// `prepareForReuse()`, and `dequeueReusableCell(withIdentifier:for:)` hands it out again.
///
/// The table is focusable. It always has a selected row while it has rows, and keeps it on
/// screen: ↑/↓ or k/j move it, PageUp/PageDown move it a screenful, Home/End or g/G go to the
/// first or last row — and after End the selection stays on the last row as rows are appended
/// (the next pages of a list arriving; End on an empty table waits for the rows to come), until
/// another key moves it or the rows are reloaded or all removed —
/// and Enter chooses it (`delegate`'s `didSelectRowAt`, `reactive.rowActivated`). The mouse
/// (when the application reports it): a click selects the row under the pointer, a double
/// click chooses it as Enter does; the wheel over the table scrolls it by about three lines a
/// notch (`linesPerWheelNotch`, rounded to whole rows), the selection staying where it is
/// unless it would leave the screen, when it moves to the nearest row wholly in view. Neither
/// moves the focus. The selected
/// row is marked by its cell's `selectionStyle`. With each layout that moves it, the table
/// tells how far down the user sees — the last row on screen or the selected one, whichever is
/// further (`reactive.lastShownRow`) — so that a list can load its next page while the user is
/// near its end, however the rows came and went. For the simpler load-more pattern, when the
/// selection or the visible rows reach the last `lastRowThreshold` rows the table also says so
/// once per row count, and again after rows were removed or reloaded
/// (`reactive.reachedLastRow`). `footerView` is
/// shown after the last row (a spinner, or "no more results"); a scroll indicator shows the
/// position when the rows do not fit.
///
/// Updates: the table conforms to ReactiveBindings' `TableUpdating`, so
/// `table.apply(changeSet)` inserts, deletes, moves and reloads rows: the selection follows its
/// row, and cells of unchanged rows are neither asked for again nor reconfigured. An observable
/// array drives it with `array.bind(to: table) { element, row, table in … }`.
///
/// Main actor only. The data source and delegate are held weakly.
@MainActor
open class TableView: View {
    /// Supplies the rows; setting it reloads them.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// Gives row heights and hears selection events.
    public weak var delegate: TableViewDelegate? {
        didSet { reloadRowHeights() }
    }

    /// The height of every row, in lines, unless the delegate says otherwise. Default 1.
    public var rowHeight = 1 {
        didSet { if rowHeight != oldValue { reloadRowHeights() } }
    }

    /// A view shown after the last row, as tall as its `sizeThatFits` says (at most the table's
    /// height) — a spinner while the next page loads, or "no more results".
    public var footerView: View? {
        didSet {
            guard footerView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let footerView { addSubview(footerView) }
            setNeedsLayout()
        }
    }

    /// Whether a scroll indicator is drawn in the last column while the rows do not fit.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { setNeedsLayout() } }
    }

    /// How close to the end (in rows) the selection or the visible rows must come for
    /// `reactive.reachedLastRow`; 1 means the last row itself. Default 1.
    public var lastRowThreshold = 1

    /// How far one notch of the mouse wheel scrolls, in lines: at least this far, to the top of
    /// a row (so rows taller than it scroll one at a time). Default 3.
    public var linesPerWheelNotch = 3

    /// Whether the selected row is marked as when the table holds the focus even while another
    /// view holds it — for a list steered from a search field (its arrows passed on to the
    /// table), where the selected row is the one Enter in the field chooses. Default false: the
    /// selection of a table without the focus is only bold.
    public var highlightsSelectionWithoutFocus = false {
        didSet { if highlightsSelectionWithoutFocus != oldValue { setNeedsLayout() } }
    }

    /// The selected row; nil only while the table has no rows.
    public private(set) var selectedRow: Int?

    /// The content line shown at the top of the table.
    public private(set) var contentOffset = 0

    var rows = RowGeometry()
    var visibleCells: [Int: TableViewCell] = [:]
    private var reusePool = CellReusePool()
    private var rowCountAtLastReport: Int?
    /// How far down the user saw as of the last layout: the last row on screen or the selected
    /// row, whichever is further; nil when there were no rows (`reactive.lastShownRow` sends it
    /// as it changes).
    public private(set) var lastShownRow: Int?
    /// Whether `lastShownRow` was sent since the table was made.
    private var hasSentLastShownRow = false
    private var isShowingScrollIndicator = false
    /// Set by End: rows appended after the selected last row take the selection along.
    var isFollowingEnd = false
    /// The row the last click selected, so that a double click chooses only the row it began on.
    private var clickedRow: Int?
    /// Counts changes of the rows, so that a layout notices those made while it runs.
    private var rowChanges = 0

    /// The data source of `ObservableArrayProtocol.bind(to:cellForRow:)`, kept alive here, and
    /// its binding.
    var boundDataSource: TableViewDataSource?
    let arrayBinding = SerialDisposable()

    let selectionPipe = Signal<Int?, Never>.pipe()
    let activationPipe = Signal<Int, Never>.pipe()
    let lastRowPipe = Signal<Int, Never>.pipe()
    let lastShownRowPipe = Signal<Int?, Never>.pipe()

    /// An empty table; give it a data source.
    public override init() {
        super.init()
    }

    deinit {
        arrayBinding.dispose()
        selectionPipe.input.sendCompleted()
        activationPipe.input.sendCompleted()
        lastRowPipe.input.sendCompleted()
        lastShownRowPipe.input.sendCompleted()
    }

    /// Tables take the focus.
    open override var canBecomeFocused: Bool { true }

    // MARK: Cells

    /// Makes cells of `cellType` for `identifier`; call before the data source dequeues them.
    public func register(_ cellType: TableViewCell.Type, forReuseIdentifier identifier: String) {
        reusePool.register(cellType, forReuseIdentifier: identifier)
    }

    /// A cell for `row`: an idle one from the reuse pool (already told `prepareForReuse()`), or
    /// a new one of the class registered for `identifier`. Call it from the data source's
    /// `tableView(_:cellForRowAt:)`. Traps when no class was registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TableViewCell {
        reusePool.dequeue(identifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)` as the registered class `cellType`. Traps when
    /// the class registered for `identifier` is not a `cellType`.
    public func dequeueReusableCell<Cell: TableViewCell>(
        _ cellType: Cell.Type,
        withIdentifier identifier: String,
        for row: Int
    ) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier, for: row) as? Cell else {
            preconditionFailure("The class registered for \"\(identifier)\" is not \(cellType)")
        }
        return cell
    }

    /// The cell showing `row`, if the row is on screen.
    public func cellForRow(at row: Int) -> TableViewCell? {
        visibleCells[row]
    }

    /// The rows that have cells, as laid out by the last layout.
    public var visibleRows: [Int] {
        visibleCells.keys.sorted()
    }

    /// The number of rows the table shows.
    public var numberOfRows: Int {
        rows.count
    }

    // MARK: Loading

    /// Asks the data source for the rows again and drops every cell into the reuse pool.
    public func reloadData() {
        isFollowingEnd = false
        let count = dataSource?.numberOfRows(in: self) ?? 0
        rows.reset((0..<count).map(heightOfRow))
        for row in Array(visibleCells.keys) { recycleCell(ofRow: row) }
        rowsWereRemoved()
        rowsDidChange(selectionFollowing: selectedRow.map { min($0, count - 1) })
    }

    /// Asks the delegate for every row's height again, keeping the cells.
    private func reloadRowHeights() {
        rows.refreshHeights(of: Array(0..<rows.count), height: heightOfRow)
        setNeedsLayout()
    }

    func heightOfRow(_ row: Int) -> Int {
        delegate?.tableView(self, heightForRowAt: row) ?? rowHeight
    }

    /// Puts the cell of `row` into the reuse pool and out of the view tree.
    func recycleCell(ofRow row: Int) {
        guard let cell = visibleCells.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        cell.prepareForReuseByTable()
        reusePool.enqueue(cell)
    }

    /// After rows were removed: the rows that come in their place count as new for
    /// `reactive.reachedLastRow`, even when as many of them come back.
    func rowsWereRemoved() {
        rowCountAtLastReport = nil
    }

    /// After rows changed: selects `row` (clamped; the first row when nil and there are rows),
    /// and lays out again.
    func rowsDidChange(selectionFollowing row: Int?) {
        rowChanges &+= 1
        let newSelection: Int? = rows.count == 0 ? nil : min(max(row ?? 0, 0), rows.count - 1)
        setSelection(newSelection)
        setNeedsLayout()
    }

    // MARK: Selection

    /// Selects `row` (clamped to the rows; nil only when there are none) and scrolls it into
    /// view. Tells the delegate and `reactive.selectedRow` when the selected row changed.
    public func selectRow(_ row: Int) {
        guard rows.count > 0 else { return }
        setSelection(min(max(row, 0), rows.count - 1))
    }

    private func setSelection(_ row: Int?) {
        let previous = selectedRow
        selectedRow = row
        if let row { scrollRowToVisible(row) }
        setNeedsLayout()
        if previous != row {
            delegate?.tableView(self, didMoveSelectionTo: row)
            selectionPipe.input.send(value: row)
        }
    }

    /// Moves `contentOffset` the least so that `row` is on screen (its top when it is taller
    /// than the table); the last row brings the footer along.
    private func scrollRowToVisible(_ row: Int) {
        let viewport = bounds.height
        guard viewport > 0 else { return }
        let (top, bottom) = extent(of: row)
        if top < contentOffset {
            contentOffset = top
        } else if bottom > contentOffset + viewport {
            contentOffset = min(top, bottom - viewport)
        }
    }

    /// The lines `row` needs on screen to count as shown: its own, and the footer's after the
    /// last row.
    private func extent(of row: Int) -> (top: Int, bottom: Int) {
        (rows.top(of: row), row == rows.count - 1 ? rows.totalHeight + footerHeight : rows.bottom(of: row))
    }

    /// Whether `row` is wholly on screen (see `extent(of:)`).
    private func isWhollyVisible(_ row: Int) -> Bool {
        let (top, bottom) = extent(of: row)
        return top >= contentOffset && bottom <= contentOffset + bounds.height
    }

    /// Chooses the selected row, as Enter does.
    private func activateSelectedRow() {
        guard let selectedRow else { return }
        delegate?.tableView(self, didSelectRowAt: selectedRow)
        activationPipe.input.send(value: selectedRow)
    }

    // MARK: Keys

    /// Moves the selection or chooses the row; see the type's documentation for the keys.
    open override func handle(_ event: KeyEvent) -> Bool {
        guard let command = TableKeyCommand(event) else { return false }
        isFollowingEnd = command == .lastRow
        // End before any row came (a list still loading): the rows that come take the selection to their end.
        guard let selected = selectedRow else { return command == .lastRow }
        let viewport = max(1, bounds.height)
        switch command {
        case .previousRow:
            selectRow(selected - 1)
        case .nextRow:
            selectRow(selected + 1)
        case .previousPage:
            contentOffset = max(0, contentOffset - viewport)
            selectRow(rows.row(atLine: rows.top(of: selected) - viewport) ?? 0)
        case .nextPage:
            contentOffset = min(maximumContentOffset, contentOffset + viewport)
            selectRow(rows.row(atLine: rows.top(of: selected) + viewport) ?? rows.count - 1)
        case .firstRow:
            selectRow(0)
        case .lastRow:
            selectRow(rows.count - 1)
        case .activate:
            activateSelectedRow()
        }
        return true
    }

    // MARK: Mouse

    /// A click selects the row under the pointer and a double click chooses it; the wheel
    /// scrolls. See the type's documentation.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        switch (event.kind, event.button) {
        case (.wheel, .wheelUp?), (.wheel, .wheelDown?):
            scrollByWheel(down: event.verticalScroll > 0)
            return true
        case (.press, .left?):
            let point = convertFromWindow(event.location)
            guard let row = rows.row(atLine: contentOffset + point.y) else { return false }
            isFollowingEnd = false
            selectRow(row)
            if event.clickCount == 2, clickedRow == row { activateSelectedRow() }
            clickedRow = row
            return true
        default:
            return false
        }
    }

    /// Scrolls one wheel notch: the top of the screen goes to the first row starting at least
    /// `linesPerWheelNotch` lines further (down) or to the row covering the line that many
    /// lines back (up). A selection that would leave the screen moves to the nearest row wholly
    /// in view.
    private func scrollByWheel(down: Bool) {
        guard let selected = selectedRow, bounds.height > 0 else { return }
        isFollowingEnd = false
        let step = max(1, linesPerWheelNotch)
        if down {
            let line = contentOffset + step
            let row = rows.row(atLine: line).map { rows.top(of: $0) < line ? $0 + 1 : $0 } ?? rows.count
            contentOffset = min(row < rows.count ? rows.top(of: row) : rows.totalHeight, maximumContentOffset)
        } else {
            contentOffset = rows.row(atLine: max(0, contentOffset - step)).map { rows.top(of: $0) } ?? 0
        }
        setNeedsLayout()
        guard !isWhollyVisible(selected) else { return }
        if rows.top(of: selected) < contentOffset {
            let first = rows.row(atLine: contentOffset) ?? rows.count - 1
            selectRow(rows.top(of: first) < contentOffset ? first + 1 : first)
        } else {
            let last = rows.row(atLine: contentOffset + bounds.height - 1) ?? rows.count - 1
            selectRow(isWhollyVisible(last) ? last : last - 1)
        }
    }

    /// Marks the selected row as highlighted while the table holds the focus.
    open override func focusDidChange(_ focused: Bool) {
        super.focusDidChange(focused)
        setNeedsLayout()
    }

    // MARK: Layout

    private var footerHeight: Int {
        guard let footerView, !footerView.isHidden else { return 0 }
        let proposal = Size(width: bounds.width, height: bounds.height)
        return min(footerView.sizeThatFits(proposal).height, bounds.height)
    }

    private var contentHeight: Int {
        rows.totalHeight + footerHeight
    }

    private var maximumContentOffset: Int {
        max(0, contentHeight - bounds.height)
    }

    /// Gives the visible rows their cells — asking the data source only for rows that have
    /// none — and sends the others' cells to the reuse pool. Rows added by an observer of
    /// `reachedLastRow` while this runs (a page loaded from a cache) are laid out at once.
    open override func layoutSubviews() {
        var rowsSeen: Int
        repeat {
            rowsSeen = rowChanges
            placeVisibleRows()
        } while rowChanges != rowsSeen
    }

    private func placeVisibleRows() {
        if let selectedRow { scrollRowToVisible(selectedRow) }
        contentOffset = min(max(0, contentOffset), maximumContentOffset)
        isShowingScrollIndicator = showsScrollIndicator && contentHeight > bounds.height
        let width = bounds.width - (isShowingScrollIndicator ? 1 : 0)
        let onScreen = visibleRowRange()
        reusePool.capacity = max(1, onScreen.count)
        for row in visibleCells.keys where !onScreen.contains(row) {
            recycleCell(ofRow: row)
        }
        for row in onScreen {
            guard let cell = visibleCells[row] ?? loadCell(forRow: row) else { continue }
            cell.frame = Rect(x: 0, y: rows.top(of: row) - contentOffset, width: width, height: rows.bottom(of: row) - rows.top(of: row))
            cell.isSelected = row == selectedRow
            cell.isHighlighted = cell.isSelected && (isFocused || highlightsSelectionWithoutFocus)
        }
        footerView?.frame = Rect(x: 0, y: rows.totalHeight - contentOffset, width: width, height: footerHeight)
        reportLastShownRow(lastVisibleRow: onScreen.last)
        reportLastRowIfReached(lastVisibleRow: onScreen.last)
    }

    private func visibleRowRange() -> Range<Int> {
        guard bounds.height > 0, let first = rows.row(atLine: contentOffset) else { return 0..<0 }
        let last = rows.row(atLine: contentOffset + bounds.height - 1) ?? rows.count - 1
        return first..<(last + 1)
    }

    /// Asks the data source for the cell of `row` and adds it; nil when the data source went
    /// away (the row then stays blank until a reload).
    private func loadCell(forRow row: Int) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: row)
        visibleCells[row] = cell
        addSubview(cell)
        return cell
    }

    /// Tells `reactive.lastShownRow` the selected row or `lastVisibleRow`, whichever is further,
    /// when that changed since it was last told (nil when there are no rows).
    private func reportLastShownRow(lastVisibleRow: Int?) {
        let furthest = max(selectedRow ?? -1, lastVisibleRow ?? -1)
        let lastShown = rows.count > 0 && furthest >= 0 ? furthest : nil
        guard !hasSentLastShownRow || lastShownRow != lastShown else { return }
        hasSentLastShownRow = true
        lastShownRow = lastShown
        lastShownRowPipe.input.send(value: lastShown)
    }

    /// Tells `reactive.reachedLastRow` and the delegate, once per row count, that the selection
    /// or `lastVisibleRow` is among the last `lastRowThreshold` rows. Called from layout only —
    /// the frame after a change — so that rows appended while a page was being delivered are
    /// reported once that delivery is over and the next page can be asked for.
    private func reportLastRowIfReached(lastVisibleRow: Int?) {
        let count = rows.count
        guard count > 0, rowCountAtLastReport != count else { return }
        let reached = max(selectedRow ?? -1, lastVisibleRow ?? -1) >= count - max(1, lastRowThreshold)
        guard reached else { return }
        rowCountAtLastReport = count
        delegate?.tableViewDidReachLastRow(self)
        lastRowPipe.input.send(value: count)
    }

    // MARK: Drawing

    /// Marks the selected row and draws the scroll indicator.
    open override func drawOverSubviews(in canvas: inout Canvas) {
        if let selectedRow, let cell = visibleCells[selectedRow] {
            let style = cell.selectionStyle
            let active = cell.isHighlighted
            canvas.restyle(cell.frame) { style.apply(to: &$0, active: active) }
        }
        if isShowingScrollIndicator { drawScrollIndicator(in: &canvas) }
    }

    private func drawScrollIndicator(in canvas: inout Canvas) {
        let viewport = bounds.height
        let content = contentHeight
        let thumbHeight = max(1, viewport * viewport / content)
        let travel = viewport - thumbHeight
        let thumbTop = (contentOffset * travel + maximumContentOffset / 2) / max(1, maximumContentOffset)
        let x = bounds.width - 1
        for y in 0..<viewport {
            let isThumb = y >= thumbTop && y < thumbTop + thumbHeight
            canvas.set(
                Cell(grapheme: isThumb ? "█" : "│", style: Style(attributes: isThumb ? [] : .dim)),
                at: Point(x: x, y: y)
            )
        }
    }
}
