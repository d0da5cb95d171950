import ReactiveBindings

/// The table as the sink of ReactiveBindings' change sets: `table.apply(changeSet)` updates
/// rows in place. Each call takes effect at once and asks for another layout; cells of rows
/// that did not change stay as they are (the data source is not asked for them again), and the
/// selection follows its row — to the row that takes its place when it is deleted.
///
/// Main actor only (an isolated conformance): call `apply` on the main queue, e.g. from a
/// binding observed on `UIScheduler`. The data source must already hold the new rows.
extension TableView: @MainActor TableUpdating {
    /// The number of rows the table shows.
    public var rowCount: Int {
        rows.count
    }

    /// Adds rows at `indices` (ascending, as they are after the insertion), asking the delegate
    /// for their heights; their cells are asked for when they come on screen. After End, rows
    /// appended after the selected last row (or to an empty table) take the selection to the new
    /// last row.
    public func insertRows(at indices: [Int]) {
        let selectsNewEnd = isFollowingEnd && (selectedRow == nil || selectedRow == rows.count - 1)
        rows.insert(indices, height: heightOfRow)
        remapCells { RowIndexShift.afterInserting(indices, row: $0) }
        let following = selectsNewEnd ? rows.count - 1 : selectedRow.map { RowIndexShift.afterInserting(indices, row: $0) }
        rowsDidChange(selectionFollowing: following)
    }

    /// Removes the rows at `indices` (ascending, as they are before the removal); their cells
    /// go to the reuse pool. Rows added later count as new for `reactive.reachedLastRow`; when
    /// none is left, the selection no longer follows the end (as after a reload).
    public func deleteRows(at indices: [Int]) {
        if !indices.isEmpty { rowsWereRemoved() }
        for row in indices { recycleCell(ofRow: row) }
        rows.remove(indices)
        if rows.count == 0 { isFollowingEnd = false }
        remapCells { RowIndexShift.afterDeleting(indices, row: $0) }
        let selection = selectedRow.map { selected in
            RowIndexShift.afterDeleting(indices, row: selected) ?? selected - indices.filter { $0 < selected }.count
        }
        rowsDidChange(selectionFollowing: selection)
    }

    /// Asks the data source again for the cells of the rows at `indices` (and the delegate for
    /// their heights).
    public func reloadRows(at indices: [Int]) {
        for row in indices { recycleCell(ofRow: row) }
        rows.refreshHeights(of: indices, height: heightOfRow)
        rowsDidChange(selectionFollowing: selectedRow)
    }

    /// Moves the row at `from` to `to` (an index after it was taken out), with its cell.
    public func moveRow(from: Int, to: Int) {
        rows.move(from: from, to: to)
        remapCells { RowIndexShift.afterMoving(from: from, to: to, row: $0) }
        rowsDidChange(selectionFollowing: selectedRow.map { RowIndexShift.afterMoving(from: from, to: to, row: $0) })
    }

    /// Shows the data source afresh; see `reloadData()`.
    public func reloadAll() {
        reloadData()
    }

    /// Re-keys the visible cells by their rows' new indices; `newIndex` returns nil for rows
    /// that are gone (their cells were recycled already).
    private func remapCells(_ newIndex: (Int) -> Int?) {
        var remapped: [Int: TableViewCell] = [:]
        for (row, cell) in visibleCells {
            if let index = newIndex(row) { remapped[index] = cell }
        }
        visibleCells = remapped
    }
}
