/// The vertical layout of a table's rows: the height of each row and the line it starts on, in
/// content coordinates (line 0 is the top of the first row).
///
/// A value; the table keeps one and edits it with its rows, so that a change asks the delegate
/// only for the heights of the rows it adds or reloads. Batch edits cost O(rows) once.
struct RowGeometry {
    /// The height of every row, in lines.
    private(set) var heights: [Int] = []
    /// `tops[row]` is the first line of `row`; the last entry is the total height.
    private var tops: [Int] = [0]

    /// The number of rows.
    var count: Int { heights.count }

    /// The lines all rows take together.
    var totalHeight: Int { tops[heights.count] }

    /// The first line of `row`; `count` gives the line after the last row.
    func top(of row: Int) -> Int {
        tops[row]
    }

    /// The line after `row`.
    func bottom(of row: Int) -> Int {
        tops[row + 1]
    }

    /// The row covering `line`, or nil when no row does.
    func row(atLine line: Int) -> Int? {
        guard line >= 0, line < totalHeight else { return nil }
        var low = 0
        var high = heights.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Replaces every row by rows of `heights`.
    mutating func reset(_ heights: [Int]) {
        self.heights = heights.map { max(1, $0) }
        recomputeTops()
    }

    /// Adds rows: `rows` are ascending indices the new rows have afterwards, `height` gives each
    /// one's height.
    mutating func insert(_ rows: [Int], height: (Int) -> Int) {
        var merged: [Int] = []
        merged.reserveCapacity(heights.count + rows.count)
        var old = 0
        var next = 0
        for index in 0..<(heights.count + rows.count) {
            if next < rows.count, rows[next] == index {
                merged.append(max(1, height(index)))
                next += 1
            } else {
                merged.append(heights[old])
                old += 1
            }
        }
        heights = merged
        recomputeTops()
    }

    /// Removes the rows at `rows` (ascending indices before the removal).
    mutating func remove(_ rows: [Int]) {
        let removed = Set(rows)
        heights = heights.indices.filter { !removed.contains($0) }.map { heights[$0] }
        recomputeTops()
    }

    /// Moves the row at `from` to `to` (an index after it was taken out).
    mutating func move(from: Int, to: Int) {
        heights.insert(heights.remove(at: from), at: to)
        recomputeTops()
    }

    /// Asks `height` again for the rows at `rows`.
    mutating func refreshHeights(of rows: [Int], height: (Int) -> Int) {
        var changed = false
        for row in rows where heights[row] != max(1, height(row)) {
            heights[row] = max(1, height(row))
            changed = true
        }
        if changed { recomputeTops() }
    }

    private mutating func recomputeTops() {
        tops = [Int](repeating: 0, count: heights.count + 1)
        for row in heights.indices {
            tops[row + 1] = tops[row] + heights[row]
        }
    }
}
