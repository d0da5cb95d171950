/// Where a row index lands after a table edit — how visible cells and the selection follow
/// their rows through `TableUpdating`'s calls. Pure functions.
enum RowIndexShift {
    /// The index of old row `row` after rows were inserted at `inserted` (ascending indices
    /// after the insertion).
    static func afterInserting(_ inserted: [Int], row: Int) -> Int {
        var position = row
        for index in inserted {
            guard index <= position else { break }
            position += 1
        }
        return position
    }

    /// The index of old row `row` after the rows at `deleted` (ascending old indices) were
    /// removed, or nil when `row` was one of them.
    static func afterDeleting(_ deleted: [Int], row: Int) -> Int? {
        var removedBefore = 0
        for index in deleted {
            if index == row { return nil }
            guard index < row else { break }
            removedBefore += 1
        }
        return row - removedBefore
    }

    /// The index of row `row` after the row at `from` moved to `to` (an index after it was
    /// taken out).
    static func afterMoving(from: Int, to: Int, row: Int) -> Int {
        if row == from { return to }
        let withoutMoved = row > from ? row - 1 : row
        return withoutMoved >= to ? withoutMoved + 1 : withoutMoved
    }
}
